ALTER TABLE "forum_categories" ADD COLUMN "thread_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_categories" ADD COLUMN "post_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_categories" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD COLUMN "post_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Existing forums start from their true counts.
UPDATE "forum_threads" t SET "post_count" = (SELECT count(*) FROM "forum_posts" p WHERE p."thread_id" = t."id");--> statement-breakpoint
UPDATE "forum_categories" c SET
	"thread_count" = (SELECT count(*) FROM "forum_threads" t WHERE t."category_id" = c."id"),
	"post_count" = (SELECT coalesce(sum(t."reply_count" + 1), 0) FROM "forum_threads" t WHERE t."category_id" = c."id"),
	"last_activity_at" = (SELECT max(t."last_activity_at") FROM "forum_threads" t WHERE t."category_id" = c."id");
