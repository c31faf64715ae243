import { BadgeCheck, CircleArrowRight, CircleHelp, MessageSquareText, MessageSquareWarning } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { formatDateTime } from "~/domain/format";

export type ClientMessage = {
  id: string;
  kind: "feedback" | "question" | "continue_next_sprint" | "approved" | "changes_requested";
  body: string;
  createdAt: string | Date;
  clientName: string | null;
  clientEmail: string;
};

const KINDS = {
  feedback: { label: "Feedback", tone: "brand", icon: MessageSquareText },
  question: { label: "Question", tone: "info", icon: CircleHelp },
  continue_next_sprint: { label: "Continue next sprint", tone: "success", icon: CircleArrowRight },
  approved: { label: "Approved sprint", tone: "success", icon: BadgeCheck },
  changes_requested: { label: "Changes requested", tone: "warning", icon: MessageSquareWarning },
} as const;

function MessageItem({ message }: { message: ClientMessage }) {
  const kind = KINDS[message.kind];
  return (
    <li className="rounded-xl bg-white p-3.5 ring-1 ring-line">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge tone={kind.tone}>
          <kind.icon aria-hidden="true" className="size-3.5" />
          {kind.label}
        </Badge>
        <span className="text-xs text-ink-muted">
          {message.clientName ?? message.clientEmail} ·{" "}
          <time dateTime={new Date(message.createdAt).toISOString()}>{formatDateTime(message.createdAt)}</time>
        </span>
      </div>
      <p className="mt-2 text-sm whitespace-pre-line text-ink wrap-anywhere">
        {message.body.trim() ||
          (message.kind === "continue_next_sprint"
            ? "The client chose to continue with the next sprint."
            : message.kind === "approved"
              ? "The client approved this sprint (final)."
              : "(no text)")}
      </p>
    </li>
  );
}

/** What the client said on a sprint (feedback, questions, continue-next-sprint), newest first. */
export function ClientMessages({ messages }: { messages: ClientMessage[] }) {
  if (messages.length === 0) return null;
  const [first, ...rest] = [messages.slice(0, 2), messages.slice(2)];
  return (
    <section aria-label="What the client said" className="rounded-xl bg-surface-sunken/70 p-3 ring-1 ring-line sm:p-4">
      <h4 className="flex items-center gap-2 font-sans text-xs font-semibold tracking-wider text-ink-muted uppercase">
        What the client said
        <span className="rounded-full bg-white px-2 py-0.5 text-[11px] text-ink-muted ring-1 ring-line">
          {messages.length}
        </span>
      </h4>
      <ul className="mt-3 grid gap-2">
        {first?.map((m) => (
          <MessageItem key={m.id} message={m} />
        ))}
      </ul>
      {rest[0] && rest[0].length > 0 ? (
        <details className="group mt-2">
          <summary className="cursor-pointer rounded-md px-1 py-1 text-sm font-medium text-brand-700 hover:text-brand-800">
            <span className="group-open:hidden">Show {rest[0].length} earlier</span>
            <span className="hidden group-open:inline">Hide earlier</span>
          </summary>
          <ul className="mt-2 grid gap-2">
            {rest[0].map((m) => (
              <MessageItem key={m.id} message={m} />
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
