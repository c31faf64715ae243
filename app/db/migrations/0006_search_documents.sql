ALTER TABLE "blogs" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, translate(coalesce(title, '') || ' ' || coalesce(excerpt, '') || ' ' || coalesce(content, ''), '-_/', '   '))) STORED;--> statement-breakpoint
ALTER TABLE "client_invoices" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, translate(coalesce(invoice_number, '') || ' ' || coalesce(invoice_name, ''), '-_/', '   '))) STORED;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, translate(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, '') || ' ' || coalesce(message, ''), '-_/', '   '))) STORED;--> statement-breakpoint
ALTER TABLE "project_sprints" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, translate(coalesce(title, '') || ' ' || coalesce(description, ''), '-_/', '   '))) STORED;--> statement-breakpoint
ALTER TABLE "project_tickets" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, translate(coalesce(title, '') || ' ' || coalesce(description, ''), '-_/', '   '))) STORED;--> statement-breakpoint
ALTER TABLE "sprint_tickets" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, translate(coalesce(title, '') || ' ' || coalesce(description, ''), '-_/', '   '))) STORED;--> statement-breakpoint
CREATE INDEX "blogs_search_idx" ON "blogs" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "client_invoices_search_idx" ON "client_invoices" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "contact_inquiries_search_idx" ON "contact_inquiries" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "project_sprints_search_idx" ON "project_sprints" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "project_tickets_search_idx" ON "project_tickets" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "sprint_tickets_search_idx" ON "sprint_tickets" USING gin ("search_doc");