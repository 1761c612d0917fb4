-- The pace of a table's server bots (normal or fast), chosen at creation; and the table its players went on
-- to when they asked to play again with the same seats.
alter table game_table add column pace varchar(8) default 'normal' not null;
alter table game_table add column next_table varchar(32);
