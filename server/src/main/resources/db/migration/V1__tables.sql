-- The smallest store that replays every table exactly: the table (game, rules, seed), its seats, and per
-- hand the deal and the ordered actions. Finished hands also keep their tarock-record/1 record for download.
create table game_table (
    id            varchar(32)   not null primary key,
    game          varchar(40)   not null,
    rules         varchar(4000) not null,
    seed          bigint        not null,
    first_dealer  integer       not null,
    hands_planned integer       not null,
    created_at    timestamp     not null
);

create table seat (
    table_id     varchar(32) not null references game_table (id),
    seat_no      integer     not null,
    kind         varchar(16) not null,
    bot          varchar(32),
    name         varchar(64),
    -- SHA-256 of the seat token; the token itself is never stored.
    token_digest varchar(64),
    joined       integer,
    primary key (table_id, seat_no)
);

create table hand (
    table_id  varchar(32)    not null references game_table (id),
    hand_no   integer        not null,
    deal      varchar(2000)  not null,
    record    varchar(200000),
    primary key (table_id, hand_no)
);

create table hand_action (
    table_id varchar(32)  not null,
    hand_no  integer      not null,
    idx      integer      not null,
    seat     integer      not null,
    act      varchar(200) not null,
    primary key (table_id, hand_no, idx),
    foreign key (table_id, hand_no) references hand (table_id, hand_no)
);
