-- A fair table's commitment hex(s_0), kept beside its top secret: it follows from the secret, but only by hashing
-- once per hand of the match (1,000 hashes for a long match), and a restart computed it for every table it read.
-- Tables stored before keep it null and compute it from the secret.
alter table game_table add column fair_commitment varchar(64);
