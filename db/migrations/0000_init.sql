CREATE TABLE "datasource_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"datasource_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"dimension" text,
	"dimension_value" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datasources" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "space" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"domain" text NOT NULL,
	"cv" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"full_slug" text NOT NULL,
	"parent_id" integer,
	"is_folder" boolean DEFAULT false NOT NULL,
	"is_startpage" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"tag_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_by_date" text,
	"draft" jsonb,
	"published" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"first_published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "datasource_entries" ADD CONSTRAINT "datasource_entries_datasource_id_datasources_id_fk" FOREIGN KEY ("datasource_id") REFERENCES "public"."datasources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "datasource_entries_ds_idx" ON "datasource_entries" USING btree ("datasource_id");--> statement-breakpoint
CREATE UNIQUE INDEX "datasources_slug_idx" ON "datasources" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "stories_uuid_idx" ON "stories" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "stories_full_slug_idx" ON "stories" USING btree ("full_slug");--> statement-breakpoint
CREATE INDEX "stories_parent_idx" ON "stories" USING btree ("parent_id");