ALTER TABLE "igbts" ADD COLUMN "ic_hot" double precision;--> statement-breakpoint
ALTER TABLE "igbts" ADD COLUMN "ic_hot_tc" double precision;--> statement-breakpoint
ALTER TABLE "igbts" ADD COLUMN "vce_sat_max" double precision;