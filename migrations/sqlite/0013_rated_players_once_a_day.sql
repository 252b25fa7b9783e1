-- Issue 30: matches of the same players count for their ratings at most once a (UTC) day per server
-- and game. The key is written in the transaction that rates the match; a second match of the same
-- players that day finds it taken and is not rated.
CREATE TABLE rated_players_days (
    guild    TEXT    NOT NULL,
    game     TEXT    NOT NULL,
    players  TEXT    NOT NULL,
    day      INTEGER NOT NULL,
    match_id INTEGER NOT NULL,
    PRIMARY KEY (guild, game, players, day)
);
