CREATE TABLE "appointment_slots" (
	"location" text NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer NOT NULL,
	CONSTRAINT "appointment_slots_location_kind_starts_at_pk" PRIMARY KEY("location","kind","starts_at"),
	CONSTRAINT "appointment_slots_capacity" CHECK ("appointment_slots"."booked" >= 0 AND "appointment_slots"."booked" <= "appointment_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"lead_id" integer PRIMARY KEY NOT NULL,
	"location" text NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"email" text NOT NULL,
	"location" text NOT NULL,
	"recipient_email" text NOT NULL,
	"vehicle_id" bigint,
	"fields" jsonb NOT NULL,
	"page_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"channel" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_slot_idx" ON "appointments" USING btree ("location","kind","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_reference_idx" ON "leads" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_idempotency_key_idx" ON "leads" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_lead_channel_idx" ON "outbox" USING btree ("lead_id","channel");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("delivered_at","next_attempt_at");