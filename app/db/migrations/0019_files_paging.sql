CREATE TABLE "project_file_bytes" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- each version's project, from its file (added empty, filled, then required)
ALTER TABLE "project_file_versions" ADD COLUMN "project_id" uuid;--> statement-breakpoint
UPDATE "project_file_versions" v SET "project_id" = f."project_id" FROM "project_files" f WHERE f."id" = v."file_id";--> statement-breakpoint
ALTER TABLE "project_file_versions" ALTER COLUMN "project_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "project_file_bytes" ADD CONSTRAINT "project_file_bytes_project_id_client_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."client_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_file_versions" ADD CONSTRAINT "project_file_versions_project_id_client_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."client_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_file_versions_project_uploaded_idx" ON "project_file_versions" USING btree ("project_id","uploaded_at" DESC NULLS FIRST,"id");--> statement-breakpoint
-- the bytes each project's files hold today
INSERT INTO "project_file_bytes" ("project_id", "bytes")
  SELECT "project_id", sum("size") FROM "project_file_versions" GROUP BY "project_id";--> statement-breakpoint
-- kept by the database from now on, in the transaction of the change, whichever code path (or a
-- cascade from the file or the project) adds or removes a version
CREATE FUNCTION "project_file_bytes_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "project_file_bytes" SET "bytes" = "bytes" - OLD."size" WHERE "project_id" = OLD."project_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "project_file_bytes" AS t ("project_id", "bytes") VALUES (NEW."project_id", NEW."size")
      ON CONFLICT ("project_id") DO UPDATE SET "bytes" = t."bytes" + excluded."bytes";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "project_file_bytes_keep" AFTER INSERT OR DELETE OR UPDATE OF "size", "project_id" ON "project_file_versions"
  FOR EACH ROW EXECUTE FUNCTION "project_file_bytes_keep"();
