-- The language of a match's public posts and maps (`create ... lang=hu`): en or hu. Matches created
-- before this migration post in English, as they did.
ALTER TABLE matches ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';
