-- Duplicate tournaments (docs/fairness.md, "Tournaments"): every entry plays the same deals at a table of its own.
-- A tournament keeps the top secret s_N of its one hash chain (every entry's deal k comes from s_k) and the
-- creator's client seed, given before it opens (null while none is given). A daily tournament has no creator
-- and names its day (yyyy-mm-dd, UTC), one per game and day. bots_version is the project version whose bots
-- play it; ended_at is when its creator closed it early.
create table tournament (
    id              varchar(32)   not null primary key,
    game            varchar(40)   not null,
    rules           varchar(4000) not null,
    deals           integer       not null,
    bots            varchar(32)   not null,
    opens_at        timestamp     not null,
    closes_at       timestamp     not null,
    link_only       boolean       not null,
    creator         varchar(64),
    daily           varchar(10),
    bots_version    varchar(64)   not null,
    fair_secret     varchar(64)   not null,
    fair_commitment varchar(64)   not null,
    client_seed     varchar(64),
    created_at      timestamp     not null,
    ended_at        timestamp
);
create unique index tournament_daily on tournament (daily, game);

-- One entry per entrant (an account's name, or bot:KIND for the server's own entry), played at its table.
create table tournament_entry (
    tournament_id varchar(32) not null references tournament (id),
    entrant       varchar(64) not null,
    table_id      varchar(32),
    entered_at    timestamp   not null,
    primary key (tournament_id, entrant)
);

-- What an entry's finished deal scores by: the entrant's settlement in half units, with the contract, the
-- declarer's table seat (0 is the entrant) and whether the declarer won, to show how the field played it.
create table tournament_result (
    tournament_id     varchar(32) not null,
    entrant           varchar(64) not null,
    deal_no           integer     not null,
    settlement_halves bigint      not null,
    contract          varchar(40),
    declarer          integer,
    won               boolean,
    primary key (tournament_id, entrant, deal_no),
    foreign key (tournament_id, entrant) references tournament_entry (tournament_id, entrant)
);
