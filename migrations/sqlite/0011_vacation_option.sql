-- The vacation days each player may take in a match (`create ... vacation=N`, default 7, 0 = none).
ALTER TABLE match_settings ADD COLUMN vacation_days INTEGER NOT NULL DEFAULT 7;
