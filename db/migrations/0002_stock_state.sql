CREATE TABLE "stock_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "stock_state" ("id", "revision") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION "bump_stock_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "stock_state" SET "revision" = "revision" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "vehicles_bump_stock_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vehicles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_stock_revision"();
