-- The name a player goes by (their server nickname or Discord display name, as seen when they last
-- joined a seat), so seat choices can read "1: Alice" where a chat cannot show a mention.
ALTER TABLE user_settings ADD COLUMN name TEXT;
