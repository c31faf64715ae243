DROP INDEX "activity_log_created_idx";--> statement-breakpoint
CREATE INDEX "activity_log_time_idx" ON "activity_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_log_kind_time_idx" ON "activity_log" USING btree ("entity","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_log_actor_email_idx" ON "activity_log" USING btree (lower("actor_email") text_pattern_ops);