-- The number of the last batch of writes the database committed, in the same transaction as the batch: a start
-- makes again the batches of the embedded store's journal after it (Journal). Unused on PostgreSQL.
create table journal_state (
    id int primary key,
    applied bigint not null
);
insert into journal_state (id, applied) values (1, 0);
