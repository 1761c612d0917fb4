-- Fair deals (tarock-fair/1, docs/fairness.md): a table keeps only the top secret s_N of its hash chain, as 64
-- hex digits (every other link and the commitment follow from it), and each seat its client seed. A fair
-- table's first dealer follows from the first deal's seed, so it has none of its own. Tables stored before
-- keep fair_secret null and go on dealing from their seed and first dealer.
alter table game_table add column fair_secret varchar(64);
alter table game_table alter column first_dealer drop not null;
alter table seat add column client_seed varchar(64);
