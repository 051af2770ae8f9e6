ALTER TABLE "lead_events" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status" text DEFAULT 'nouveau' NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_location_status_idx" ON "leads" USING btree ("location","status","created_at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status" CHECK ("leads"."status" IN ('nouveau', 'en-cours', 'traite'));