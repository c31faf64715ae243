import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Executor } from "~/db/client.server";

/** `thread_subjects` and `thread_unread` hold what counting the messages and read marks gives. */
export async function expectRecountMatches(db: Executor) {
  const summaries = await db.execute(sql`
    select subject_kind, subject_id::text, project_id::text, sprint_id::text, ticket_id::text, message_count,
      last_message_id::text, last_author_id, last_message_at, last_by_client from thread_subjects
    order by subject_kind, subject_id`);
  const recounted = await db.execute(sql`
    select distinct on (m.subject_kind, m.subject_id) m.subject_kind, m.subject_id::text, m.project_id::text,
      m.sprint_id::text, m.ticket_id::text, (count(*) over (partition by m.subject_kind, m.subject_id))::int as message_count,
      m.id::text as last_message_id, m.author_id as last_author_id, m.created_at as last_message_at,
      coalesce(m.author_id = p.client_id, false) as last_by_client
    from thread_messages m join client_projects p on p.id = m.project_id
    order by m.subject_kind, m.subject_id, m.created_at desc, m.id desc`);
  expect(summaries.rows).toEqual(recounted.rows);
  const unread = await db.execute(sql`
    select user_id, subject_kind, subject_id::text, sprint_id::text, unread from thread_unread
    order by user_id, subject_kind, subject_id`);
  const unreadRecounted = await db.execute(sql`
    select r.id as user_id, m.subject_kind, m.subject_id::text, m.sprint_id::text, count(*)::int as unread
    from thread_messages m join client_projects p on p.id = m.project_id
    join profiles r on r.role in ('author', 'admin') or r.id = p.client_id
    left join thread_reads k on k.user_id = r.id and k.subject_kind = m.subject_kind and k.subject_id = m.subject_id
    where m.author_id is distinct from r.id and (k.last_read_at is null or m.created_at > k.last_read_at)
    group by 1, 2, 3, 4 order by 1, 2, 3`);
  expect(unread.rows).toEqual(unreadRecounted.rows);
}
