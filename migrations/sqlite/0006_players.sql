-- What the bot remembers about a player across matches, and how far each match's public report has got.

-- A player's notification setting (`/me notify all|turn|off`); a player with no row gets `turn`.
CREATE TABLE user_settings (
    user_id TEXT PRIMARY KEY,
    notify  TEXT NOT NULL DEFAULT 'turn'       -- all | turn | off
);

-- The last log entry whose public events were posted: a phase's events are gathered from the log into
-- the one post that reports the phase, so nothing is lost between commands or across a restart.
CREATE TABLE phase_reports (
    match_id     INTEGER PRIMARY KEY REFERENCES matches (id),
    reported_seq INTEGER NOT NULL
);
-- Matches running when this migration ran have posted everything so far.
INSERT INTO phase_reports (match_id, reported_seq)
    SELECT match_id, MAX(seq) FROM log GROUP BY match_id;

-- A match played in a thread of its own remembers the channel the thread hangs off, so that a command
-- given in that channel still finds the match when it is the only one there.
CREATE TABLE match_threads (
    match_id       INTEGER PRIMARY KEY REFERENCES matches (id),
    parent_channel TEXT    NOT NULL
);
CREATE INDEX match_threads_by_parent ON match_threads (parent_channel);
