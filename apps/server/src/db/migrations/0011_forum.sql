CREATE TABLE "forum_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_poll_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"text" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_poll_votes" (
	"poll_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_poll_votes_poll_id_user_id_pk" PRIMARY KEY("poll_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_polls" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"question" text NOT NULL,
	"closes_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_post_votes" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"value" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_post_votes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"is_first_post" boolean DEFAULT false NOT NULL,
	"reply_to_post_id" integer,
	"content" text NOT NULL,
	"content_html" text NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector"
);
--> statement-breakpoint
CREATE TABLE "forum_subscriptions" (
	"thread_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"subscribed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_subscriptions_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"is_sticky" boolean DEFAULT false NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"first_post_id" integer,
	"accepted_post_id" integer,
	"last_post_user_id" integer,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gamification_totals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"posts" integer DEFAULT 0 NOT NULL,
	"threads" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" integer NOT NULL,
	"actor_id" integer,
	"award_key" text NOT NULL,
	"seq" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"user_id" integer NOT NULL,
	"badge_code" text NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_badges_user_id_badge_code_pk" PRIMARY KEY("user_id","badge_code")
);
--> statement-breakpoint
ALTER TABLE "forum_poll_options" ADD CONSTRAINT "forum_poll_options_poll_id_forum_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."forum_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_poll_votes" ADD CONSTRAINT "forum_poll_votes_poll_id_forum_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."forum_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_poll_votes" ADD CONSTRAINT "forum_poll_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_poll_votes" ADD CONSTRAINT "forum_poll_votes_option_id_forum_poll_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."forum_poll_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_polls" ADD CONSTRAINT "forum_polls_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_post_votes" ADD CONSTRAINT "forum_post_votes_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_post_votes" ADD CONSTRAINT "forum_post_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_subscriptions" ADD CONSTRAINT "forum_subscriptions_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_subscriptions" ADD CONSTRAINT "forum_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_category_id_forum_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."forum_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_last_post_user_id_users_id_fk" FOREIGN KEY ("last_post_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_totals" ADD CONSTRAINT "gamification_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forum_categories_slug_key" ON "forum_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "forum_categories_position_idx" ON "forum_categories" USING btree ("position");--> statement-breakpoint
CREATE INDEX "forum_poll_options_poll_idx" ON "forum_poll_options" USING btree ("poll_id","position");--> statement-breakpoint
CREATE INDEX "forum_poll_votes_option_idx" ON "forum_poll_votes" USING btree ("poll_id","option_id");--> statement-breakpoint
CREATE INDEX "forum_poll_votes_user_idx" ON "forum_poll_votes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_polls_post_key" ON "forum_polls" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "forum_post_votes_user_idx" ON "forum_post_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "forum_posts_thread_idx" ON "forum_posts" USING btree ("thread_id","id");--> statement-breakpoint
CREATE INDEX "forum_posts_author_idx" ON "forum_posts" USING btree ("author_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_posts_search_idx" ON "forum_posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "forum_subscriptions_user_idx" ON "forum_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "forum_threads_activity_idx" ON "forum_threads" USING btree ("category_id","is_sticky" DESC NULLS LAST,"last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_threads_newest_idx" ON "forum_threads" USING btree ("category_id","is_sticky" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_threads_top_idx" ON "forum_threads" USING btree ("category_id","is_sticky" DESC NULLS LAST,"score" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_threads_author_idx" ON "forum_threads" USING btree ("author_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gamification_totals_points_idx" ON "gamification_totals" USING btree ("points" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "gamification_totals_posts_idx" ON "gamification_totals" USING btree ("posts" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "gamification_totals_accepted_idx" ON "gamification_totals" USING btree ("accepted" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_award_seq_key" ON "points_ledger" USING btree ("award_key","seq");--> statement-breakpoint
CREATE INDEX "points_ledger_source_idx" ON "points_ledger" USING btree ("source_type","source_id","reason");--> statement-breakpoint
CREATE INDEX "points_ledger_user_reason_idx" ON "points_ledger" USING btree ("user_id","reason","points");--> statement-breakpoint
-- Default categories of a fresh install, created once here (never by a start-up seeder) so an
-- administrator's edits and deletions of them stay.
INSERT INTO "forum_categories" ("name", "slug", "description", "position") VALUES
	('General repair', 'general-repair', 'Faults, methods and stories from the bench that fit nowhere else.', 1),
	('Power supplies', 'power-supplies', 'Linear and switch-mode supplies: start-up failures, ripple, feedback loops and safe testing.', 2),
	('Industrial drives', 'industrial-drives', 'Inverters, servo drives and soft starters: fault codes, IGBT stages and gate drivers.', 3),
	('Test equipment', 'test-equipment', 'Scopes, meters, curve tracers and home-made jigs: choosing, using and fixing them.', 4),
	('Component identification help', 'component-identification', 'Post a marking, a package photo or a part number and ask what it is or what replaces it.', 5);
