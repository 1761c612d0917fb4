-- The pace of a table's server bots (normal or fast), chosen at creation.
alter table game_table add column pace varchar(8) default 'normal' not null;
