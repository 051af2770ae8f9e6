CREATE TABLE "live_edits" (
	"session" text NOT NULL,
	"story_uuid" uuid NOT NULL,
	"content" jsonb NOT NULL,
	"revision" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_edits_session_story_uuid_pk" PRIMARY KEY("session","story_uuid")
);
--> statement-breakpoint
CREATE INDEX "live_edits_expires_idx" ON "live_edits" USING btree ("expires_at");