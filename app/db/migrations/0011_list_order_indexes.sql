CREATE INDEX "client_invoices_client_latest_idx" ON "client_invoices" USING btree ("client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "project_tickets_created_idx" ON "project_tickets" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "project_tickets_updated_idx" ON "project_tickets" USING btree ("updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "project_tickets_title_idx" ON "project_tickets" USING btree (lower("title"),"created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "sprint_tickets_created_idx" ON "sprint_tickets" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "sprint_tickets_updated_idx" ON "sprint_tickets" USING btree ("updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "sprint_tickets_title_idx" ON "sprint_tickets" USING btree (lower("title"),"created_at" DESC NULLS FIRST,"id");