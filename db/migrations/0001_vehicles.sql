CREATE TABLE "vehicle_equipment" (
	"vehicle_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "vehicle_equipment_vehicle_id_position_pk" PRIMARY KEY("vehicle_id","position")
);
--> statement-breakpoint
CREATE TABLE "vehicle_images" (
	"vehicle_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"alt" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "vehicle_images_vehicle_id_position_pk" PRIMARY KEY("vehicle_id","position")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" bigint PRIMARY KEY NOT NULL,
	"vin" text NOT NULL,
	"condition" text NOT NULL,
	"make" text NOT NULL,
	"make_name" text NOT NULL,
	"model" text NOT NULL,
	"model_name" text NOT NULL,
	"trim" text NOT NULL,
	"body" text NOT NULL,
	"fuel" text NOT NULL,
	"transmission" text NOT NULL,
	"power_kw" integer NOT NULL,
	"cylinder_cc" integer,
	"battery_kwh" integer,
	"range_km" integer,
	"consumption" text,
	"co2_g_km" integer NOT NULL,
	"mileage_km" integer NOT NULL,
	"first_registration" text,
	"year" integer NOT NULL,
	"colour" text NOT NULL,
	"colour_name" text NOT NULL,
	"doors" integer NOT NULL,
	"seats" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"private_monthly_cents" integer,
	"commercial_monthly_cents" integer,
	"dealership" text NOT NULL,
	"warranty_months" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"feed_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_equipment" ADD CONSTRAINT "vehicle_equipment_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_images" ADD CONSTRAINT "vehicle_images_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_vin_idx" ON "vehicles" USING btree ("vin");--> statement-breakpoint
CREATE INDEX "vehicles_make_model_idx" ON "vehicles" USING btree ("make","model");--> statement-breakpoint
CREATE INDEX "vehicles_price_idx" ON "vehicles" USING btree ("price_cents");--> statement-breakpoint
CREATE INDEX "vehicles_mileage_idx" ON "vehicles" USING btree ("mileage_km");--> statement-breakpoint
CREATE INDEX "vehicles_year_idx" ON "vehicles" USING btree ("year");