-- Accounts, their sessions, and Glicko-2 ratings per game from rated matches (docs/ratings.md).
--
-- An account is keyed by its name's key (NFC and case folded): names never change, and a closed account keeps
-- its row, so that its name stays reserved. Every write names accounts by this key, never by a generated number,
-- so that the embedded store's journal makes the same rows again after a kill.
create table account (
    name_key      varchar(200) not null primary key,
    name          varchar(64)  not null,
    -- Argon2id in the PHC string format, its parameters beside the hash; null for a bot and once closed.
    password_hash varchar(200),
    bot           boolean      not null,
    created_at    timestamp    not null,
    closed_at     timestamp
);

-- A session is kept as the SHA-256 digest of its token; the token itself is never stored.
create table account_session (
    token_digest varchar(64)  not null primary key,
    account_key  varchar(200) not null references account (name_key),
    created_at   timestamp    not null,
    used_at      timestamp    not null
);
create index account_session_by_account on account_session (account_key);
create index account_session_by_use on account_session (used_at);

-- A player's rating in one game as its last rated match left it; the deviation grows from rated_at on.
-- ranked_until is when that growing deviation reaches the provisional bound: the leaderboard lists a player
-- until then.
create table rating (
    account_key  varchar(200)     not null references account (name_key),
    game         varchar(40)      not null,
    rating       double precision not null,
    rd           double precision not null,
    volatility   double precision not null,
    matches      integer          not null,
    hands        integer          not null,
    rated_at     timestamp        not null,
    ranked_until timestamp        not null,
    primary key (account_key, game)
);
create index rating_board on rating (game, rating desc, account_key);

-- Hands a player declared in rated matches, per contract, and how many of them the declarer's side won.
create table declarer_stat (
    account_key varchar(200) not null references account (name_key),
    game        varchar(40)  not null,
    contract    varchar(40)  not null,
    played      integer      not null,
    won         integer      not null,
    primary key (account_key, game, contract)
);

-- A rated match, once rated (the same transaction stores its end). One row per player: his seat, name and
-- total as played, his score from the pairs (1 a pair won, 1/2 drawn), and his rating before and after.
create table rated_match (
    table_id varchar(32) not null primary key,
    game     varchar(40) not null,
    ended_at timestamp   not null,
    hands    integer     not null
);
create table rated_player (
    table_id      varchar(32)      not null references rated_match (table_id),
    account_key   varchar(200)     not null references account (name_key),
    game          varchar(40)      not null,
    ended_at      timestamp        not null,
    seat_no       integer          not null,
    name          varchar(64)      not null,
    total         double precision not null,
    score         double precision not null,
    abandoned     boolean          not null,
    rating_before double precision not null,
    rd_before     double precision not null,
    rating_after  double precision not null,
    rd_after      double precision not null,
    primary key (table_id, account_key)
);
create index rated_player_history on rated_player (account_key, ended_at desc, table_id);
create index rated_player_game on rated_player (account_key, game, ended_at desc, table_id);

-- A rated table, and the account a seat was taken by (null for a guest's seat; bot:KIND for a server bot's seat
-- at a rated table).
alter table game_table add column rated boolean default false not null;
alter table seat add column account_key varchar(200);
