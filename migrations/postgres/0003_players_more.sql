-- migrations/sqlite/0007_players_more.sql with PostgreSQL's types: ratings, rated matches, match settings,
-- phase marks and spectators.

-- A player's Weng-Lin rating in one game on one server ('' outside a server), kept in thousandths so
-- that both backends and `korona migrate` carry it as whole numbers. `player` is a user id, or
-- `bot:<level>` for a bot level, rated like a player so that beating an easy bot counts for little.
CREATE TABLE ratings (
    guild       TEXT    NOT NULL,
    game        TEXT    NOT NULL,
    player      TEXT    NOT NULL,
    mu_milli    BIGINT  NOT NULL,
    sigma_milli BIGINT  NOT NULL,
    matches     BIGINT  NOT NULL,
    wins        BIGINT  NOT NULL,
    PRIMARY KEY (guild, game, player)
);

-- A finished match is rated once: its row is written in the transaction that changes the ratings.
CREATE TABLE rated_matches (
    match_id BIGINT PRIMARY KEY REFERENCES matches (id),
    rated_at BIGINT  NOT NULL
);

-- A match's options that belong to korona rather than to its game; no row: the defaults.
CREATE TABLE match_settings (
    match_id         BIGINT PRIMARY KEY REFERENCES matches (id),
    diplomacy_public BIGINT  NOT NULL DEFAULT 1,  -- release the diplomacy log at the end
    spectate_delay   BIGINT  NOT NULL DEFAULT 1   -- phases a spectator is behind (0 = live)
);

-- Each phase post of a match, numbered from 0, with the log position it showed: a spectator's feed
-- redraws phase n - delay from the log.
CREATE TABLE phase_marks (
    match_id BIGINT NOT NULL REFERENCES matches (id),
    n        BIGINT  NOT NULL,
    seq      BIGINT  NOT NULL,
    title    TEXT    NOT NULL,
    PRIMARY KEY (match_id, n)
);

-- Who follows a match as a spectator, by DM.
CREATE TABLE spectators (
    match_id BIGINT NOT NULL REFERENCES matches (id),
    user_id  TEXT    NOT NULL,
    since    BIGINT  NOT NULL,
    PRIMARY KEY (match_id, user_id)
);
CREATE INDEX spectators_by_user ON spectators (user_id);
