-- Exactly once (issue 30, item 14): the front-end delivery id of the request that wrote an entry is
-- kept with the entry itself, in the entry's own transaction. A request redelivered after a crash is
-- a duplicate exactly when its entry committed; before, its id was recorded ahead of the work, and a
-- process killed in between refused the redelivery of a request it never applied.
ALTER TABLE log ADD COLUMN request_id TEXT;
CREATE UNIQUE INDEX log_by_request ON log (request_id) WHERE request_id IS NOT NULL;
