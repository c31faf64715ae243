import { ArrowRight, CircleCheck, MessageCircleOff } from "lucide-react";
import { Link } from "react-router";
import { ActionButton } from "~/components/dashboard/row-actions";
import { Badge } from "~/components/ui/badge";
import { EmptyState } from "~/components/ui/card";
import { ATTENTION_COUNT_CAP, attentionTotalLabel } from "~/domain/attention";

/** One group of "Needs attention", as the overview's loader words it (formatted on the server). */
export type AttentionGroupView = {
  key: string;
  title: string;
  /** the screen that handles every item of the group */
  href: string;
  total: number;
  tone: "danger" | "warning";
  /** e.g. the totals per currency of the overdue invoices */
  summary: string | null;
  items: {
    id: string;
    href: string;
    title: string;
    detail: string | null;
    meta: string | null;
    /** a way to take it off the list where it is (an unanswered message that needs no reply) */
    dismiss?: { intent: string; fields: Record<string, string> };
  }[];
};

/**
 * The top of the overview: what needs someone, group by group, each item a link to the screen that
 * handles it and "View all" for the rest; a calm empty state when nothing does.
 */
export function NeedsAttention({ groups }: { groups: AttentionGroupView[] }) {
  const waiting = groups.filter((g) => g.total > 0);
  return (
    <section aria-labelledby="attention-heading">
      <h2 id="attention-heading" className="font-display text-xl font-semibold">
        Needs attention
      </h2>
      {waiting.length === 0 ? (
        <EmptyState icon={<CircleCheck />} title="Nothing needs you right now" className="mt-4 py-10">
          <p>No overdue invoices, sprints waiting on a client, unanswered messages or failed mail.</p>
        </EmptyState>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {waiting.map((group) => (
            <li key={group.key} className="min-w-0">
              <AttentionGroup group={group} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AttentionGroup({ group }: { group: AttentionGroupView }) {
  const headingId = `attention-${group.key}`;
  const more = group.total - group.items.length;
  return (
    <section
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-(--radius-card) border border-line bg-white shadow-(--shadow-card)"
    >
      <header className="flex items-start justify-between gap-3 border-b border-line px-4 pt-4 pb-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-ink">
            {group.title}
          </h3>
          {group.summary ? <p className="mt-0.5 text-sm text-ink-muted tabular-nums">{group.summary}</p> : null}
        </div>
        <Badge tone={group.tone} className="tabular-nums">
          {attentionTotalLabel(group.total)}
          <span className="sr-only"> in total</span>
        </Badge>
      </header>
      <ul className="flex-1 divide-y divide-line">
        {group.items.map((item) => (
          <li key={item.id} className="flex items-start gap-2">
            <Link
              to={item.href}
              className="block min-w-0 flex-1 px-4 py-2.5 transition-colors motion-reduce:transition-none hover:bg-surface-sunken/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="block font-medium text-ink [overflow-wrap:anywhere]">{item.title}</span>
              {item.detail ? (
                <span className="block text-sm text-ink-muted [overflow-wrap:anywhere]">{item.detail}</span>
              ) : null}
              {item.meta ? (
                <span className="mt-0.5 block text-xs text-ink-subtle tabular-nums">{item.meta}</span>
              ) : null}
            </Link>
            {item.dismiss ? (
              <div className="shrink-0 py-2 pr-3">
                <ActionButton
                  intent={item.dismiss.intent}
                  fields={item.dismiss.fields}
                  variant="ghost"
                  label={`No Reply Needed: ${item.title}`}
                >
                  <MessageCircleOff aria-hidden="true" />
                  No Reply Needed
                </ActionButton>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="border-t border-line px-4 py-2.5">
        <Link
          to={group.href}
          className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          View all
          <span className="sr-only"> {group.title.toLowerCase()}</span>
          {more > 0 ? (
            <span className="font-normal text-ink-muted">
              ({group.total > ATTENTION_COUNT_CAP ? "many" : more} more)
            </span>
          ) : null}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
