ALTER TABLE "client_invoices" DROP CONSTRAINT "client_invoices_status_check";--> statement-breakpoint
ALTER TABLE "sprint_client_messages" DROP CONSTRAINT "sprint_client_messages_kind_check";--> statement-breakpoint
ALTER TABLE "client_invoices" ADD COLUMN "sprint_id" uuid;--> statement-breakpoint
ALTER TABLE "client_invoices" ADD CONSTRAINT "client_invoices_sprint_id_project_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."project_sprints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_invoices_sprint_once" ON "client_invoices" USING btree ("sprint_id") WHERE "client_invoices"."sprint_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sprint_client_messages_approved_once" ON "sprint_client_messages" USING btree ("sprint_id") WHERE "sprint_client_messages"."kind" = 'approved';--> statement-breakpoint
ALTER TABLE "client_invoices" ADD CONSTRAINT "client_invoices_status_check" CHECK ("client_invoices"."payment_status" in ('Draft','Pending','Paid','Overdue','Cancelled'));--> statement-breakpoint
ALTER TABLE "sprint_client_messages" ADD CONSTRAINT "sprint_client_messages_kind_check" CHECK ("sprint_client_messages"."kind" in ('feedback','question','continue_next_sprint','approved','changes_requested'));