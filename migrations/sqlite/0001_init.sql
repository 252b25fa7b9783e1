-- korona's whole persistent state. The log is the truth; everything else is bookkeeping around it.

CREATE TABLE matches (
    id              INTEGER PRIMARY KEY,
    game            TEXT    NOT NULL,
    options         TEXT    NOT NULL,           -- the game's options, JSON
    host            TEXT    NOT NULL,           -- user id of the host
    guild           TEXT,                       -- Discord guild, NULL in the terminal
    channel         TEXT    NOT NULL,           -- where public replies go
    seed            TEXT    NOT NULL,           -- hex; secret until the match ends
    seed_sha256     TEXT    NOT NULL,           -- public from the start
    status          TEXT    NOT NULL,           -- lobby | running | paused | finished
    phase_secs      INTEGER,                    -- per-phase deadline, NULL = none
    created_at      INTEGER NOT NULL,           -- unix ms
    started_at      INTEGER,                    -- unix ms; log times are relative to it
    paused_at       INTEGER,                    -- unix ms while paused
    paused_ms       INTEGER NOT NULL DEFAULT 0, -- total time spent paused, excluded from match time
    outcome         TEXT                        -- JSON once finished
);
CREATE INDEX matches_by_channel ON matches (channel, status);

CREATE TABLE seats (
    match_id  INTEGER NOT NULL REFERENCES matches (id),
    seat      INTEGER NOT NULL,
    user_id   TEXT,                             -- NULL when a bot sits here
    bot_level TEXT,                             -- easy | medium | hard | extreme
    PRIMARY KEY (match_id, seat)
);

-- Append-only. seq 0 is the setup; the primary key refuses a second writer of the same seq.
CREATE TABLE log (
    match_id     INTEGER NOT NULL REFERENCES matches (id),
    seq          INTEGER NOT NULL,
    at_ms        INTEGER NOT NULL,              -- match time of the entry
    actor        TEXT    NOT NULL,              -- user id, 'bot:<level>' or 'system'
    input        TEXT    NOT NULL,              -- JSON: the engine input (or the setup record)
    text         TEXT,                          -- what was typed, for history
    rolls        TEXT    NOT NULL,              -- JSON: every die drawn while applying it
    events       TEXT    NOT NULL,              -- JSON: what happened, with audiences
    state_sha256 TEXT    NOT NULL,              -- hash of the state after the entry
    PRIMARY KEY (match_id, seq)
);

-- A cache: state after `seq`. Dropping every snapshot loses nothing.
CREATE TABLE snapshots (
    match_id INTEGER NOT NULL REFERENCES matches (id),
    seq      INTEGER NOT NULL,
    state    TEXT    NOT NULL,
    PRIMARY KEY (match_id, seq)
);

CREATE TABLE messages (
    id        INTEGER PRIMARY KEY,
    match_id  INTEGER NOT NULL REFERENCES matches (id),
    from_seat INTEGER NOT NULL,
    to_seat   INTEGER NOT NULL,
    text      TEXT    NOT NULL,
    sent_at   INTEGER NOT NULL
);
CREATE INDEX messages_by_match ON messages (match_id, from_seat, to_seat);

-- Deadlines and reminders. A job names the log position it was scheduled at, so a job that outlived its
-- phase is recognised and skipped.
CREATE TABLE jobs (
    id       INTEGER PRIMARY KEY,
    match_id INTEGER NOT NULL REFERENCES matches (id),
    kind     TEXT    NOT NULL,                  -- deadline | reminder
    due_at   INTEGER NOT NULL,                  -- unix ms
    at_seq   INTEGER NOT NULL,
    done     INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX jobs_due ON jobs (done, due_at);

-- Front-end request ids already applied, so a redelivered request is answered once.
CREATE TABLE handled_requests (
    id         TEXT    PRIMARY KEY,
    handled_at INTEGER NOT NULL
);
