import { ArrowLeft, MessagesSquare } from "lucide-react";
import { Link, useParams, useSearchParams } from "react-router";
import { LocalTime } from "~/components/local-time";
import { type ThreadMessageItem, ThreadPanel } from "~/components/threads/thread-panel";
import { EmptyState } from "~/components/ui/card";
import { manageHref } from "~/domain/manage-links";
import { type ThreadSubject, threadParam } from "~/domain/threads";
import { cn } from "~/lib/utils";

export type ProjectConversations = {
  /** the project's conversations that have messages, newest first */
  threads: {
    kind: ThreadSubject["kind"];
    subjectId: string;
    label: string;
    total: number;
    unread: number;
    lastAt: string;
  }[];
  /** the one open (`?thread=`), with its messages */
  thread: { subject: ThreadSubject; label: string; sprintId: string; messages: ThreadMessageItem[] } | null;
};

/** The address of a conversation in the manage view: the project's Messages tab, `?thread=` set, the list's page kept. */
export function useThreadHref() {
  const [searchParams] = useSearchParams();
  const { projectId } = useParams();
  return (subject: ThreadSubject) =>
    `${manageHref({ projectId, tab: "messages", list: searchParams, extra: { thread: threadParam(subject) } })}#thread`;
}

/**
 * The manage view's Messages tab: the conversation asked for (with the tasks of its sprint, to open
 * theirs), and every conversation of the project with its unread count.
 */
export function ConversationsPanel({
  conversations,
  sprintTasks,
}: {
  conversations: ProjectConversations;
  /** the tasks of the open sprint's conversation, so each task's thread is one link away */
  sprintTasks: { id: string; title: string }[];
}) {
  const { threads, thread } = conversations;
  const hrefOf = useThreadHref();
  const [searchParams] = useSearchParams();
  const closeHref = (() => {
    const next = new URLSearchParams(searchParams);
    next.delete("thread");
    return `?${next}`;
  })();
  return (
    <div className="grid grid-cols-1 gap-6">
      {thread ? (
        <div className="rounded-xl border border-line bg-white p-4 shadow-(--shadow-card) sm:p-6">
          <Link
            to={closeHref}
            preventScrollReset
            className="mb-4 inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            All Conversations
          </Link>
          <ThreadPanel
            key={`${thread.subject.id}:${thread.messages.length}`}
            subject={thread.subject}
            side="staff"
            headingLevel={3}
            title={thread.label}
            description="The client sees these messages in their portal and gets an e-mail for each one you send."
            messages={thread.messages}
          />
          {thread.subject.kind === "sprint" && sprintTasks.length > 0 ? (
            <nav aria-label="Conversations on this sprint's tasks" className="mt-6 border-t border-line pt-4">
              <h4 className="text-sm font-semibold text-ink">Tasks of this sprint</h4>
              <ul className="mt-2 flex flex-wrap gap-2">
                {sprintTasks.map((t) => (
                  <li key={t.id}>
                    <Link
                      to={hrefOf({ kind: "sprint_ticket", id: t.id })}
                      preventScrollReset
                      className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset hover:bg-brand-50"
                    >
                      <MessagesSquare aria-hidden="true" className="size-3.5 shrink-0" />
                      <span className="truncate">{t.title}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      ) : null}

      <section aria-labelledby="conversations-title" className="grid gap-3">
        <div>
          <h3 id="conversations-title" className="text-base font-semibold">
            Conversations
          </h3>
          <p className="text-sm text-ink-muted">
            Messages with the client on sprints and tasks. Start one from a sprint's Messages button.
          </p>
        </div>
        {threads.length === 0 ? (
          <EmptyState icon={<MessagesSquare />} title="No messages yet">
            When the client or the team writes on a sprint or a task, the conversation appears here.
          </EmptyState>
        ) : (
          <ul className="grid gap-2">
            {threads.map((t) => {
              const isOpen = thread?.subject.id === t.subjectId;
              return (
                <li key={`${t.kind}:${t.subjectId}`}>
                  <Link
                    to={hrefOf({ kind: t.kind, id: t.subjectId })}
                    preventScrollReset
                    aria-current={isOpen ? "true" : undefined}
                    className={cn(
                      "flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl border bg-white px-4 py-3 text-sm hover:border-brand-300",
                      isOpen ? "border-brand-400 ring-1 ring-brand-200" : "border-line",
                    )}
                  >
                    <span className="min-w-0 font-semibold text-ink wrap-anywhere">{t.label}</span>
                    <span className="flex items-center gap-3 text-xs text-ink-muted">
                      <span>
                        {t.total} {t.total === 1 ? "message" : "messages"}
                      </span>
                      <LocalTime value={t.lastAt} />
                      {t.unread > 0 ? (
                        <span className="grid h-5 min-w-5 place-items-center rounded-full bg-danger-600 px-1.5 text-[11px] leading-none font-bold text-white">
                          {t.unread}
                          <span className="sr-only"> unread</span>
                        </span>
                      ) : null}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
