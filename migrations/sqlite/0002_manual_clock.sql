-- The terminal's manual clock (KORONA_CLOCK=manual), kept so that the next `korona play` on this
-- database resumes at the time the last one reached: stored deadlines and log times stay in the future
-- and the past where they were. One row at most; the system clock never writes here.
CREATE TABLE manual_clock (
    id      INTEGER PRIMARY KEY CHECK (id = 1),
    now_ms  INTEGER NOT NULL
);
