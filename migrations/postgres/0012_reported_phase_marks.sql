-- A phase post that reports the match's public events marks itself: the report position is the
-- newest reported mark, so a new phase writes one row instead of a mark and a position (issue 31,
-- statements per order). Folded phases (bot steps told in a later post) stay unreported. The
-- positions phase_reports kept before this still count, so a match in progress tells nothing twice.
ALTER TABLE phase_marks ADD COLUMN reported BIGINT NOT NULL DEFAULT 0;
