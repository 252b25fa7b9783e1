-- Cooldowns and rate limits in the database (issue 30, item 15): in memory, a restart reset them and
-- each process of a deployment kept its own. One row per counted use of a limited command.
CREATE TABLE rate_uses (
    user_id TEXT    NOT NULL,
    kind    TEXT    NOT NULL,   -- 'map', 'odds', 'history', 'msg'
    at      INTEGER NOT NULL    -- unix ms
);
CREATE INDEX rate_uses_by_user ON rate_uses (user_id, kind, at);
