CREATE TABLE "diode_markings" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"part_number" text NOT NULL,
	"kind" text NOT NULL,
	"package" text NOT NULL,
	"vr_v" double precision,
	"if_a" double precision,
	"vz_v" double precision,
	"vrwm_v" double precision,
	"vbr_v" double precision,
	"manufacturer" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fuse_markings" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"part_number" text NOT NULL,
	"rating_a" double precision NOT NULL,
	"series" text NOT NULL,
	"manufacturer" text NOT NULL,
	"package" text NOT NULL,
	"fuse_kind" text NOT NULL,
	"voltage_v" double precision NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ic_logos" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_description" text NOT NULL,
	"country" text NOT NULL,
	"part_prefixes" text[] NOT NULL,
	"website_domain" text,
	"notes" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"image_path" text,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smd_components" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"part_number" text NOT NULL,
	"manufacturer" text NOT NULL,
	"package" text NOT NULL,
	"function" text NOT NULL,
	"pin_count" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(code || ' ' || part_number || ' ' || manufacturer || ' ' || function || ' ' || package)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "igbts" (
	"id" serial PRIMARY KEY NOT NULL,
	"mpn" text NOT NULL,
	"mpn_norm" text GENERATED ALWAYS AS (upper(regexp_replace(mpn, '[^A-Za-z0-9]', '', 'g'))) STORED NOT NULL,
	"marking" text,
	"vces" double precision NOT NULL,
	"ic_25" double precision NOT NULL,
	"ic_100" double precision,
	"pd" double precision,
	"vce_sat_typ" double precision,
	"vce_sat_test_ic" double precision,
	"package" text NOT NULL,
	"copack_diode" boolean NOT NULL,
	"technology" text,
	"manufacturer" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "optocouplers" (
	"id" serial PRIMARY KEY NOT NULL,
	"mpn" text NOT NULL,
	"mpn_norm" text GENERATED ALWAYS AS (upper(regexp_replace(mpn, '[^A-Za-z0-9]', '', 'g'))) STORED NOT NULL,
	"output_type" text NOT NULL,
	"ctr_min_pct" double precision,
	"ctr_max_pct" double precision,
	"ctr_test_if_ma" double precision,
	"trigger_if_max_ma" double precision,
	"output_v_max" double precision,
	"isolation_vrms" double precision NOT NULL,
	"channels" integer NOT NULL,
	"pins" integer NOT NULL,
	"package" text NOT NULL,
	"manufacturer" text NOT NULL,
	"equivalents" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "soa_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"mpn" text NOT NULL,
	"device" text NOT NULL,
	"curves" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transistors" (
	"id" serial PRIMARY KEY NOT NULL,
	"mpn" text NOT NULL,
	"mpn_norm" text GENERATED ALWAYS AS (upper(regexp_replace(mpn, '[^A-Za-z0-9]', '', 'g'))) STORED NOT NULL,
	"mpn_core" text GENERATED ALWAYS AS (substring(upper(regexp_replace(mpn, '[^A-Za-z0-9]', '', 'g')) from '^[0-9]?[A-Z]*([0-9]+)')) STORED,
	"type" text NOT NULL,
	"polarity" text NOT NULL,
	"package" text NOT NULL,
	"pinout" text NOT NULL,
	"marking" text,
	"v_ceo_or_vds" double precision NOT NULL,
	"v_cbo" double precision,
	"ic_or_id" double precision,
	"pd" double precision,
	"pd_condition" text,
	"hfe_min" double precision,
	"hfe_max" double precision,
	"hfe_test_ic" double precision,
	"ft_mhz" double precision,
	"rds_on_ohm" double precision,
	"rds_on_vgs" double precision,
	"vgs_th_min" double precision,
	"vgs_th_max" double precision,
	"qg_nc" double precision,
	"idss_min" double precision,
	"idss_max" double precision,
	"vgs_off_min" double precision,
	"vgs_off_max" double precision,
	"r1_kohm" double precision,
	"r2_kohm" double precision,
	"manufacturer" text NOT NULL,
	"equivalents" text[] DEFAULT '{}'::text[] NOT NULL,
	"complement" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smd_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"component_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smd_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smd_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"submitter_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"code" text NOT NULL,
	"part_number" text NOT NULL,
	"manufacturer" text NOT NULL,
	"package" text NOT NULL,
	"function" text NOT NULL,
	"pin_count" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"review_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"component_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "smd_list_items" ADD CONSTRAINT "smd_list_items_list_id_smd_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."smd_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smd_list_items" ADD CONSTRAINT "smd_list_items_component_id_smd_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."smd_components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smd_lists" ADD CONSTRAINT "smd_lists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smd_submissions" ADD CONSTRAINT "smd_submissions_submitter_id_users_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smd_submissions" ADD CONSTRAINT "smd_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smd_submissions" ADD CONSTRAINT "smd_submissions_component_id_smd_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."smd_components"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "diode_markings_natural_key" ON "diode_markings" USING btree ("code","part_number","manufacturer");--> statement-breakpoint
CREATE INDEX "diode_markings_code_idx" ON "diode_markings" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "diode_markings_part_trgm" ON "diode_markings" USING gin (lower("part_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "diode_markings_kind_idx" ON "diode_markings" USING btree ("kind");--> statement-breakpoint
CREATE UNIQUE INDEX "fuse_markings_natural_key" ON "fuse_markings" USING btree ("code","part_number","manufacturer");--> statement-breakpoint
CREATE INDEX "fuse_markings_code_idx" ON "fuse_markings" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "fuse_markings_part_trgm" ON "fuse_markings" USING gin (lower("part_number" || ' ' || "series") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "ic_logos_name_key" ON "ic_logos" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "ic_logos_search_trgm" ON "ic_logos" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "smd_components_natural_key" ON "smd_components" USING btree ("code","part_number","manufacturer");--> statement-breakpoint
CREATE INDEX "smd_components_code_idx" ON "smd_components" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "smd_components_part_idx" ON "smd_components" USING btree (lower("part_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "smd_components_search_trgm" ON "smd_components" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "smd_components_package_idx" ON "smd_components" USING btree ("package");--> statement-breakpoint
CREATE INDEX "smd_components_manufacturer_idx" ON "smd_components" USING btree ("manufacturer");--> statement-breakpoint
CREATE INDEX "smd_components_pins_idx" ON "smd_components" USING btree ("pin_count");--> statement-breakpoint
CREATE UNIQUE INDEX "igbts_natural_key" ON "igbts" USING btree ("mpn","manufacturer");--> statement-breakpoint
CREATE INDEX "igbts_norm_idx" ON "igbts" USING btree ("mpn_norm" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "igbts_norm_trgm" ON "igbts" USING gin (("mpn_norm" || ' ' || upper(coalesce("marking", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "igbts_ratings_idx" ON "igbts" USING btree ("vces","ic_25");--> statement-breakpoint
CREATE INDEX "igbts_package_idx" ON "igbts" USING btree (lower("package"));--> statement-breakpoint
CREATE UNIQUE INDEX "optocouplers_natural_key" ON "optocouplers" USING btree ("mpn","manufacturer");--> statement-breakpoint
CREATE INDEX "optocouplers_norm_idx" ON "optocouplers" USING btree ("mpn_norm" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "optocouplers_norm_trgm" ON "optocouplers" USING gin ("mpn_norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "optocouplers_equivalents_idx" ON "optocouplers" USING gin ("equivalents");--> statement-breakpoint
CREATE UNIQUE INDEX "soa_sets_mpn_key" ON "soa_sets" USING btree (upper("mpn"));--> statement-breakpoint
CREATE UNIQUE INDEX "transistors_natural_key" ON "transistors" USING btree ("mpn","manufacturer");--> statement-breakpoint
CREATE INDEX "transistors_norm_idx" ON "transistors" USING btree ("mpn_norm" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "transistors_core_idx" ON "transistors" USING btree ("mpn_core");--> statement-breakpoint
CREATE INDEX "transistors_norm_trgm" ON "transistors" USING gin ("mpn_norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transistors_equivalents_idx" ON "transistors" USING gin ("equivalents");--> statement-breakpoint
CREATE INDEX "transistors_kind_v_idx" ON "transistors" USING btree ("type","polarity","v_ceo_or_vds");--> statement-breakpoint
CREATE INDEX "transistors_kind_i_idx" ON "transistors" USING btree ("type","polarity","ic_or_id");--> statement-breakpoint
CREATE INDEX "transistors_package_idx" ON "transistors" USING btree (lower("package"));--> statement-breakpoint
CREATE UNIQUE INDEX "smd_list_items_unique" ON "smd_list_items" USING btree ("list_id","component_id");--> statement-breakpoint
CREATE INDEX "smd_list_items_component_idx" ON "smd_list_items" USING btree ("component_id");--> statement-breakpoint
CREATE INDEX "smd_lists_owner_idx" ON "smd_lists" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "smd_submissions_status_idx" ON "smd_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "smd_submissions_submitter_idx" ON "smd_submissions" USING btree ("submitter_id","created_at");