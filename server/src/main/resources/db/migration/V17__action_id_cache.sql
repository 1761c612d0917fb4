-- H2 makes a sequence's reservation durable with a commit of its own: with the default cache of 32 numbers that
-- was a second commit for every 32 actions, 39% of the store writer's time under load. A larger cache reserves
-- numbers a few times a second instead. Numbers stay ascending across restarts (a reservation is committed
-- before its numbers are used); a kill -9 only leaves a gap, which the snapshot marks do not mind.
alter table action_log alter column id set cache 4096;
