-- Stock alerts (services/stock-alerts/): a visitor's saved /stock filters, confirmed by a signed link, and the
-- vehicles each alert has already seen, so that its daily e-mail lists only new matches.
CREATE TABLE "stock_alert_vehicles" (
	"alert_id" uuid NOT NULL,
	"vehicle_id" bigint NOT NULL,
	CONSTRAINT "stock_alert_vehicles_alert_id_vehicle_id_pk" PRIMARY KEY("alert_id","vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"filters" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stock_alert_vehicles" ADD CONSTRAINT "stock_alert_vehicles_alert_id_stock_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."stock_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_alerts_due_idx" ON "stock_alerts" USING btree ("confirmed_at","checked_at");--> statement-breakpoint
CREATE INDEX "stock_alerts_email_idx" ON "stock_alerts" USING btree ("email");