-- A due job is taken with a lease: the process that took it runs it, and if that process dies the lease
-- runs out and another takes the job over. On SQLite only one process writes, but the columns and the
-- queries stay those of PostgreSQL (migrations/postgres/) so the store has one job protocol.
ALTER TABLE jobs ADD COLUMN taken_by TEXT;
ALTER TABLE jobs ADD COLUMN lease_until INTEGER;
