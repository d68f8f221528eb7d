CREATE TABLE "reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"send_email" boolean DEFAULT false NOT NULL,
	"email_sent_at" timestamp with time zone,
	"notification_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminders_user_due_idx" ON "reminders" USING btree ("user_id","is_completed","due_at","id");--> statement-breakpoint
CREATE INDEX "reminders_armed_due_idx" ON "reminders" USING btree ("due_at") WHERE "reminders"."notification_sent_at" IS NULL AND "reminders"."is_completed" = false;--> statement-breakpoint
CREATE INDEX "reminders_mail_owed_idx" ON "reminders" USING btree ("id") WHERE "reminders"."send_email" AND "reminders"."email_sent_at" IS NULL AND "reminders"."notification_sent_at" IS NOT NULL;