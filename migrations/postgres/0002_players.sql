-- migrations/sqlite/0006_players.sql with PostgreSQL's types: a player's notification setting, how far
-- each match's public report has got, and the channel a match's thread hangs off.

CREATE TABLE user_settings (
    user_id TEXT PRIMARY KEY,
    notify  TEXT NOT NULL DEFAULT 'turn'       -- all | turn | off
);

CREATE TABLE phase_reports (
    match_id     BIGINT PRIMARY KEY REFERENCES matches (id),
    reported_seq BIGINT NOT NULL
);
INSERT INTO phase_reports (match_id, reported_seq)
    SELECT match_id, MAX(seq) FROM log GROUP BY match_id;

CREATE TABLE match_threads (
    match_id       BIGINT PRIMARY KEY REFERENCES matches (id),
    parent_channel TEXT   NOT NULL
);
CREATE INDEX match_threads_by_parent ON match_threads (parent_channel);
