-- A seat's new owner sees only what happened after taking it, and diplomacy keeps its people.

-- The first log entry the seat's current owner may see privately; -1: from the start (joined in the
-- lobby). Set when a running match's seat passes to another person.
ALTER TABLE seats ADD COLUMN since_seq INTEGER NOT NULL DEFAULT -1;

-- Who wrote to whom, whatever the seats' numbers became. NULL only for rows written before this
-- migration, which belong to no one and are shown to no one.
ALTER TABLE messages ADD COLUMN from_user TEXT;
ALTER TABLE messages ADD COLUMN to_user TEXT;
CREATE INDEX messages_by_users ON messages (match_id, from_user, to_user);
