-- migrations/sqlite/0010_deadlines_that_fit.sql with PostgreSQL's types.
ALTER TABLE user_settings ADD COLUMN tz TEXT;
ALTER TABLE user_settings ADD COLUMN quiet_start BIGINT;
ALTER TABLE user_settings ADD COLUMN quiet_end BIGINT;
ALTER TABLE user_settings ADD COLUMN digest BIGINT NOT NULL DEFAULT 0;
ALTER TABLE user_settings ADD COLUMN digest_next BIGINT;

CREATE TABLE vacations (
    match_id  BIGINT NOT NULL REFERENCES matches (id),
    user_id   TEXT   NOT NULL,
    used_days BIGINT NOT NULL,
    PRIMARY KEY (match_id, user_id)
);
