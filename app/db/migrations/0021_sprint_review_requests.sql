ALTER TABLE "project_sprints" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_sprints" ADD COLUMN "review_reminders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "project_sprints_review_waiting_idx" ON "project_sprints" USING btree ("review_requested_at") WHERE "project_sprints"."status" = 'In Review' and "project_sprints"."review_reminders" < 2;--> statement-breakpoint
-- a sprint already In Review was sent for review when it last changed
UPDATE "project_sprints" SET "review_requested_at" = "updated_at" WHERE "status" = 'In Review';
