CREATE TABLE "scheduled_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"story_id" integer NOT NULL,
	"full_slug" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"story_version" integer,
	"content" jsonb,
	"created_by" text NOT NULL,
	"created_by_id" integer,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"failure" text,
	CONSTRAINT "scheduled_actions_action" CHECK ("scheduled_actions"."action" IN ('publish', 'unpublish')),
	CONSTRAINT "scheduled_actions_publish_content" CHECK ("scheduled_actions"."action" <> 'publish' OR "scheduled_actions"."content" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "scheduled_actions" ADD CONSTRAINT "scheduled_actions_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "scheduled_actions_due_idx" ON "scheduled_actions" USING btree ("at") WHERE "scheduled_actions"."done_at" IS NULL AND "scheduled_actions"."cancelled_at" IS NULL AND "scheduled_actions"."failure" IS NULL;--> statement-breakpoint
CREATE INDEX "scheduled_actions_story_idx" ON "scheduled_actions" USING btree ("story_id","at");