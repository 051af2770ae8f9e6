CREATE TABLE "studio_presence" (
	"story_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"author" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_presence_story_id_session_id_pk" PRIMARY KEY("story_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "story_versions" DROP CONSTRAINT "story_versions_story_id_stories_id_fk";
--> statement-breakpoint
DROP INDEX "stories_full_slug_idx";--> statement-breakpoint
ALTER TABLE "story_versions" ALTER COLUMN "reason" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "story_versions" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "story_versions" ADD COLUMN "action" text DEFAULT 'migration' NOT NULL;--> statement-breakpoint
ALTER TABLE "story_versions" ADD COLUMN "author" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "story_versions" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "story_versions" ADD COLUMN "full_slug" text;--> statement-breakpoint
ALTER TABLE "studio_presence" ADD CONSTRAINT "studio_presence_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "studio_presence_seen_idx" ON "studio_presence" USING btree ("seen_at");--> statement-breakpoint
ALTER TABLE "story_versions" ADD CONSTRAINT "story_versions_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "story_versions_story_version_idx" ON "story_versions" USING btree ("story_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "stories_full_slug_idx" ON "stories" USING btree ("full_slug") WHERE "stories"."deleted_at" IS NULL;