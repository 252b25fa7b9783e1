-- Lookups that must not scan every match ever created: a user's seats (a DM bid names no match) and
-- the pruning of handled request ids.
CREATE INDEX seats_by_user ON seats (user_id);
CREATE INDEX handled_requests_by_time ON handled_requests (handled_at);
