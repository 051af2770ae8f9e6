ALTER TABLE "stock_import_vehicles" ADD COLUMN "hybrid_kind" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "hybrid_kind" text;