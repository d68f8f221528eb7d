CREATE TABLE "sticky_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sticky_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"text" text NOT NULL,
	"color" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sticky_lists" ADD CONSTRAINT "sticky_lists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sticky_notes" ADD CONSTRAINT "sticky_notes_list_id_sticky_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."sticky_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sticky_lists_owner_position_idx" ON "sticky_lists" USING btree ("owner_id","position","id");--> statement-breakpoint
CREATE INDEX "sticky_notes_list_position_idx" ON "sticky_notes" USING btree ("list_id","position","id");