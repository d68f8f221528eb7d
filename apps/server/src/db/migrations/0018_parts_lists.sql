ALTER TABLE "smd_list_items" ALTER COLUMN "component_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "smd_list_items" ADD COLUMN "kind" text DEFAULT 'smd' NOT NULL;--> statement-breakpoint
ALTER TABLE "smd_list_items" ADD COLUMN "transistor_id" integer;--> statement-breakpoint
ALTER TABLE "smd_list_items" ADD COLUMN "igbt_id" integer;--> statement-breakpoint
ALTER TABLE "smd_list_items" ADD COLUMN "opto_id" integer;--> statement-breakpoint
ALTER TABLE "smd_list_items" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "smd_list_items" ADD CONSTRAINT "smd_list_items_transistor_id_transistors_id_fk" FOREIGN KEY ("transistor_id") REFERENCES "public"."transistors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smd_list_items" ADD CONSTRAINT "smd_list_items_igbt_id_igbts_id_fk" FOREIGN KEY ("igbt_id") REFERENCES "public"."igbts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smd_list_items" ADD CONSTRAINT "smd_list_items_opto_id_optocouplers_id_fk" FOREIGN KEY ("opto_id") REFERENCES "public"."optocouplers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "list_items_transistor_unique" ON "smd_list_items" USING btree ("list_id","transistor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "list_items_igbt_unique" ON "smd_list_items" USING btree ("list_id","igbt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "list_items_opto_unique" ON "smd_list_items" USING btree ("list_id","opto_id");--> statement-breakpoint
CREATE INDEX "list_items_transistor_idx" ON "smd_list_items" USING btree ("transistor_id");--> statement-breakpoint
CREATE INDEX "list_items_igbt_idx" ON "smd_list_items" USING btree ("igbt_id");--> statement-breakpoint
CREATE INDEX "list_items_opto_idx" ON "smd_list_items" USING btree ("opto_id");--> statement-breakpoint
ALTER TABLE "smd_list_items" ADD CONSTRAINT "list_items_one_part" CHECK (("smd_list_items"."kind" = 'smd' AND "smd_list_items"."component_id" IS NOT NULL AND "smd_list_items"."transistor_id" IS NULL AND "smd_list_items"."igbt_id" IS NULL AND "smd_list_items"."opto_id" IS NULL)
        OR ("smd_list_items"."kind" = 'transistor' AND "smd_list_items"."transistor_id" IS NOT NULL AND "smd_list_items"."component_id" IS NULL AND "smd_list_items"."igbt_id" IS NULL AND "smd_list_items"."opto_id" IS NULL)
        OR ("smd_list_items"."kind" = 'igbt' AND "smd_list_items"."igbt_id" IS NOT NULL AND "smd_list_items"."component_id" IS NULL AND "smd_list_items"."transistor_id" IS NULL AND "smd_list_items"."opto_id" IS NULL)
        OR ("smd_list_items"."kind" = 'opto' AND "smd_list_items"."opto_id" IS NOT NULL AND "smd_list_items"."component_id" IS NULL AND "smd_list_items"."transistor_id" IS NULL AND "smd_list_items"."igbt_id" IS NULL));--> statement-breakpoint
ALTER TABLE "smd_list_items" ADD CONSTRAINT "list_items_quantity" CHECK ("smd_list_items"."quantity" BETWEEN 1 AND 9999);