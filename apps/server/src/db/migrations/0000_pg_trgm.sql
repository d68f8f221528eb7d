-- drizzle-kit does not emit extensions. pg_trgm backs the fuzzy part-number and text searches.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
