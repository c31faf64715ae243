ALTER TABLE "client_invoices" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_invoices" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sprint_tickets" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "client_invoices_issued_idx" ON "client_invoices" USING btree ("project_id","issued_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "client_invoices_paid_idx" ON "client_invoices" USING btree ("project_id","paid_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "sprint_tickets_completed_idx" ON "sprint_tickets" USING btree ("completed_at" DESC NULLS FIRST,"id") WHERE "sprint_tickets"."completed_at" is not null;--> statement-breakpoint
-- the times the client timeline and value chart show, from the log for what came before this migration
UPDATE "sprint_tickets" t SET "completed_at" = coalesce(
  (SELECT max(a."created_at") FROM "activity_log" a
    WHERE a."entity" = 'sprint_ticket' AND a."entity_id" = t."id"::text AND a."details"->>'to' = 'Completed'),
  t."updated_at")
WHERE t."status" = 'Completed';--> statement-breakpoint
UPDATE "client_invoices" i SET "issued_at" = coalesce(
  (SELECT max(a."created_at") FROM "activity_log" a
    WHERE a."entity" = 'invoice' AND a."entity_id" = i."id"::text AND a."details"->'status'->>'from' = 'Draft'),
  i."created_at")
WHERE i."payment_status" <> 'Draft';--> statement-breakpoint
UPDATE "client_invoices" i SET "paid_at" = coalesce(
  (SELECT max(a."created_at") FROM "activity_log" a
    WHERE a."entity" = 'invoice' AND a."entity_id" = i."id"::text AND a."details"->'status'->>'to' = 'Paid'),
  i."updated_at")
WHERE i."payment_status" = 'Paid';--> statement-breakpoint
-- kept by the database from now on, whichever code path changes the status
CREATE FUNCTION "sprint_tickets_completed_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" <> 'Completed' THEN
    NEW."completed_at" := NULL;
  ELSIF TG_OP = 'INSERT' THEN
    NEW."completed_at" := coalesce(NEW."completed_at", NEW."updated_at", now());
  ELSIF OLD."status" <> 'Completed' THEN
    -- completed now, unless the update names the time itself (an import of past work)
    NEW."completed_at" := CASE WHEN NEW."completed_at" IS DISTINCT FROM OLD."completed_at"
      THEN NEW."completed_at" ELSE now() END;
  ELSE
    NEW."completed_at" := coalesce(NEW."completed_at", OLD."completed_at", now());
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sprint_tickets_completed_at" BEFORE INSERT OR UPDATE ON "sprint_tickets"
  FOR EACH ROW EXECUTE FUNCTION "sprint_tickets_completed_at"();--> statement-breakpoint
CREATE FUNCTION "client_invoices_event_times"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."payment_status" = 'Draft' THEN
    NEW."issued_at" := NULL;
  ELSIF TG_OP = 'INSERT' THEN
    NEW."issued_at" := coalesce(NEW."issued_at", NEW."created_at", now());
  ELSIF OLD."payment_status" = 'Draft' THEN
    NEW."issued_at" := now();
  ELSE
    NEW."issued_at" := coalesce(NEW."issued_at", OLD."issued_at", NEW."created_at");
  END IF;
  IF NEW."payment_status" <> 'Paid' THEN
    NEW."paid_at" := NULL;
  ELSIF TG_OP = 'INSERT' THEN
    NEW."paid_at" := coalesce(NEW."paid_at", NEW."updated_at", now());
  ELSIF OLD."payment_status" <> 'Paid' THEN
    NEW."paid_at" := CASE WHEN NEW."paid_at" IS DISTINCT FROM OLD."paid_at" THEN NEW."paid_at" ELSE now() END;
  ELSE
    NEW."paid_at" := coalesce(NEW."paid_at", OLD."paid_at", now());
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "client_invoices_event_times" BEFORE INSERT OR UPDATE ON "client_invoices"
  FOR EACH ROW EXECUTE FUNCTION "client_invoices_event_times"();
