-- Deadlines that fit people (issue "For the players", item 5): a player's time zone and quiet hours,
-- which move a phase deadline out of the night; the daily digest instead of one DM per match; vacation
-- days taken per player per match.
ALTER TABLE user_settings ADD COLUMN tz TEXT;                  -- IANA zone, NULL = UTC
ALTER TABLE user_settings ADD COLUMN quiet_start INTEGER;      -- minutes after local midnight
ALTER TABLE user_settings ADD COLUMN quiet_end INTEGER;        -- NULL = no quiet hours
ALTER TABLE user_settings ADD COLUMN digest INTEGER NOT NULL DEFAULT 0;
ALTER TABLE user_settings ADD COLUMN digest_next INTEGER;      -- unix ms of the next digest

CREATE TABLE vacations (
    match_id  INTEGER NOT NULL REFERENCES matches (id),
    user_id   TEXT    NOT NULL,
    used_days INTEGER NOT NULL,
    PRIMARY KEY (match_id, user_id)
);
