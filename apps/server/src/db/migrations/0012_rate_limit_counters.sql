-- Rate-limit counters shared by every instance on PostgreSQL (plugins/rate-limit-store.ts).
-- UNLOGGED: no WAL for a hot, short-lived counter; losing them in a crash only resets windows.
-- drizzle-kit cannot declare an unlogged table, hence this hand-written migration.
CREATE UNLOGGED TABLE IF NOT EXISTS "rate_limit_counters" (
  "key" text PRIMARY KEY NOT NULL,
  "hits" integer NOT NULL,
  "resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_limit_counters_resets_idx" ON "rate_limit_counters" ("resets_at");
