CREATE TABLE "thread_subjects" (
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"sprint_id" uuid NOT NULL,
	"ticket_id" uuid,
	"message_count" integer NOT NULL,
	"last_message_id" uuid NOT NULL,
	"last_author_id" text,
	"last_message_at" timestamp with time zone NOT NULL,
	"last_by_client" boolean DEFAULT false NOT NULL,
	CONSTRAINT "thread_subjects_subject_kind_subject_id_pk" PRIMARY KEY("subject_kind","subject_id")
);
--> statement-breakpoint
CREATE TABLE "thread_unread" (
	"user_id" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"sprint_id" uuid NOT NULL,
	"ticket_id" uuid,
	"unread" integer NOT NULL,
	CONSTRAINT "thread_unread_user_id_subject_kind_subject_id_pk" PRIMARY KEY("user_id","subject_kind","subject_id")
);
--> statement-breakpoint
ALTER TABLE "thread_subjects" ADD CONSTRAINT "thread_subjects_project_id_client_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."client_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_subjects" ADD CONSTRAINT "thread_subjects_sprint_id_project_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."project_sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_subjects" ADD CONSTRAINT "thread_subjects_ticket_id_sprint_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."sprint_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_unread" ADD CONSTRAINT "thread_unread_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_unread" ADD CONSTRAINT "thread_unread_project_id_client_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."client_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_unread" ADD CONSTRAINT "thread_unread_sprint_id_project_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."project_sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_unread" ADD CONSTRAINT "thread_unread_ticket_id_sprint_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."sprint_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thread_subjects_project_idx" ON "thread_subjects" USING btree ("project_id","last_message_at","subject_id");--> statement-breakpoint
CREATE INDEX "thread_subjects_sprint_idx" ON "thread_subjects" USING btree ("sprint_id");--> statement-breakpoint
CREATE INDEX "thread_subjects_awaiting_idx" ON "thread_subjects" USING btree ("last_message_at") WHERE "thread_subjects"."last_by_client";--> statement-breakpoint
CREATE INDEX "thread_unread_user_project_idx" ON "thread_unread" USING btree ("user_id","project_id");--> statement-breakpoint
-- Each conversation's count and latest message, and each reader's unread count, kept in the
-- transaction that writes the messages (docs/decisions/021-thread-summaries-kept-by-triggers.md).
-- A statement trigger with the inserted rows as a table: a bulk insert updates each summary once.
CREATE FUNCTION "thread_messages_summarise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO thread_subjects AS s (subject_kind, subject_id, project_id, sprint_id, ticket_id, message_count,
      last_message_id, last_author_id, last_message_at, last_by_client)
  SELECT DISTINCT ON (i.subject_kind, i.subject_id) i.subject_kind, i.subject_id, i.project_id, i.sprint_id,
      i.ticket_id, count(*) OVER (PARTITION BY i.subject_kind, i.subject_id), i.id, i.author_id, i.created_at,
      coalesce(i.author_id = p.client_id, false)
  FROM inserted i JOIN client_projects p ON p.id = i.project_id
  ORDER BY i.subject_kind, i.subject_id, i.created_at DESC, i.id DESC
  ON CONFLICT (subject_kind, subject_id) DO UPDATE SET
    message_count = s.message_count + excluded.message_count,
    last_message_id = CASE WHEN (excluded.last_message_at, excluded.last_message_id) > (s.last_message_at, s.last_message_id)
      THEN excluded.last_message_id ELSE s.last_message_id END,
    last_author_id = CASE WHEN (excluded.last_message_at, excluded.last_message_id) > (s.last_message_at, s.last_message_id)
      THEN excluded.last_author_id ELSE s.last_author_id END,
    last_by_client = CASE WHEN (excluded.last_message_at, excluded.last_message_id) > (s.last_message_at, s.last_message_id)
      THEN excluded.last_by_client ELSE s.last_by_client END,
    last_message_at = greatest(s.last_message_at, excluded.last_message_at);
  -- unread for every reader of the conversation (staff, the project's client) but the author
  INSERT INTO thread_unread AS u (user_id, subject_kind, subject_id, project_id, sprint_id, ticket_id, unread)
  SELECT r.id, i.subject_kind, i.subject_id, i.project_id, i.sprint_id, i.ticket_id, count(*)::int
  FROM inserted i
  JOIN client_projects p ON p.id = i.project_id
  JOIN profiles r ON r.role IN ('author', 'admin') OR r.id = p.client_id
  LEFT JOIN thread_reads m ON m.user_id = r.id AND m.subject_kind = i.subject_kind AND m.subject_id = i.subject_id
  WHERE i.author_id IS DISTINCT FROM r.id AND (m.last_read_at IS NULL OR i.created_at > m.last_read_at)
  GROUP BY r.id, i.subject_kind, i.subject_id, i.project_id, i.sprint_id, i.ticket_id
  ON CONFLICT (user_id, subject_kind, subject_id) DO UPDATE SET unread = u.unread + excluded.unread;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "thread_messages_summarise" AFTER INSERT ON "thread_messages"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "thread_messages_summarise"();--> statement-breakpoint
-- A read mark moved: what is still unread is what others wrote after it (only those messages are read).
CREATE FUNCTION "thread_reads_recount"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  still_unread integer;
BEGIN
  SELECT count(*) INTO still_unread FROM thread_messages m
  WHERE m.subject_kind = NEW.subject_kind AND m.subject_id = NEW.subject_id AND m.created_at > NEW.last_read_at
    AND m.author_id IS DISTINCT FROM NEW.user_id;
  IF still_unread = 0 THEN
    DELETE FROM thread_unread
    WHERE user_id = NEW.user_id AND subject_kind = NEW.subject_kind AND subject_id = NEW.subject_id;
  ELSE
    UPDATE thread_unread SET unread = still_unread
    WHERE user_id = NEW.user_id AND subject_kind = NEW.subject_kind AND subject_id = NEW.subject_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "thread_reads_recount" AFTER INSERT OR UPDATE ON "thread_reads"
  FOR EACH ROW EXECUTE FUNCTION "thread_reads_recount"();--> statement-breakpoint
-- A read mark waits for any message being written on its conversation (whose trigger holds the summary
-- row) before it takes its own row, so its count sees that message, and every writer and reader locks the
-- summary first (no deadlock between a writer marking their own read and a reader).
CREATE FUNCTION "thread_reads_wait_for_writers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM thread_subjects WHERE subject_kind = NEW.subject_kind AND subject_id = NEW.subject_id FOR UPDATE;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "thread_reads_wait_for_writers" BEFORE INSERT ON "thread_reads"
  FOR EACH ROW EXECUTE FUNCTION "thread_reads_wait_for_writers"();--> statement-breakpoint
-- The conversations written so far, and what each person has not read of them (as counted before).
INSERT INTO thread_subjects (subject_kind, subject_id, project_id, sprint_id, ticket_id, message_count,
    last_message_id, last_author_id, last_message_at, last_by_client)
SELECT DISTINCT ON (m.subject_kind, m.subject_id) m.subject_kind, m.subject_id, m.project_id, m.sprint_id, m.ticket_id,
    count(*) OVER (PARTITION BY m.subject_kind, m.subject_id), m.id, m.author_id, m.created_at,
    coalesce(m.author_id = p.client_id, false)
FROM thread_messages m JOIN client_projects p ON p.id = m.project_id
ORDER BY m.subject_kind, m.subject_id, m.created_at DESC, m.id DESC;--> statement-breakpoint
INSERT INTO thread_unread (user_id, subject_kind, subject_id, project_id, sprint_id, ticket_id, unread)
SELECT r.id, i.subject_kind, i.subject_id, i.project_id, i.sprint_id, i.ticket_id, count(*)::int
FROM thread_messages i
JOIN client_projects p ON p.id = i.project_id
JOIN profiles r ON r.role IN ('author', 'admin') OR r.id = p.client_id
LEFT JOIN thread_reads m ON m.user_id = r.id AND m.subject_kind = i.subject_kind AND m.subject_id = i.subject_id
WHERE i.author_id IS DISTINCT FROM r.id AND (m.last_read_at IS NULL OR i.created_at > m.last_read_at)
GROUP BY r.id, i.subject_kind, i.subject_id, i.project_id, i.sprint_id, i.ticket_id;
