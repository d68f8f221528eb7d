CREATE TABLE "drive_faults" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"meaning" text NOT NULL,
	"causes" text[] NOT NULL,
	"remedies" text[] NOT NULL,
	"cia402_class" text,
	"search_text" text GENERATED ALWAYS AS (lower("drive_faults"."code" || ' ' || "drive_faults"."name" || ' ' || "drive_faults"."meaning")) STORED NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drive_manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "drive_manufacturers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "drive_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"manual" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drive_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "drive_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "quiz_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"topic" text NOT NULL,
	"question_count" integer NOT NULL,
	"correct_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drive_faults" ADD CONSTRAINT "drive_faults_model_id_drive_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."drive_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_models" ADD CONSTRAINT "drive_models_type_id_drive_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."drive_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_models" ADD CONSTRAINT "drive_models_manufacturer_id_drive_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."drive_manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD CONSTRAINT "quiz_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drive_faults_model_code_key" ON "drive_faults" USING btree ("model_id","code");--> statement-breakpoint
CREATE INDEX "drive_faults_code_lower_idx" ON "drive_faults" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "drive_faults_cia402_class_idx" ON "drive_faults" USING btree ("cia402_class");--> statement-breakpoint
CREATE INDEX "drive_faults_search_trgm_idx" ON "drive_faults" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "drive_models_manufacturer_slug_key" ON "drive_models" USING btree ("manufacturer_id","slug");--> statement-breakpoint
CREATE INDEX "drive_models_type_manufacturer_idx" ON "drive_models" USING btree ("type_id","manufacturer_id");--> statement-breakpoint
CREATE INDEX "quiz_results_user_topic_idx" ON "quiz_results" USING btree ("user_id","topic","created_at");