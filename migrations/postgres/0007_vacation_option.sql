-- migrations/sqlite/0011_vacation_option.sql with PostgreSQL's types.
ALTER TABLE match_settings ADD COLUMN vacation_days BIGINT NOT NULL DEFAULT 7;
