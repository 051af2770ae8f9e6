CREATE TABLE "stock_import_equipment" (
	"vehicle_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "stock_import_equipment_vehicle_id_position_pk" PRIMARY KEY("vehicle_id","position")
);
--> statement-breakpoint
CREATE TABLE "stock_import_images" (
	"vehicle_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"alt" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "stock_import_images_vehicle_id_position_pk" PRIMARY KEY("vehicle_id","position")
);
--> statement-breakpoint
CREATE TABLE "stock_import_vehicles" (
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
	"feed_hash" text NOT NULL
);
