/** What is asked before a client-work record is deleted; a sprint's ticket goes at once. */
const QUESTIONS = {
  project:
    "Are you sure you want to delete this client project? Its sprints, tickets, invoices and notifications are deleted too.",
  sprint: "Are you sure you want to delete this sprint? Its tickets are deleted too.",
  invoice: "Are you sure you want to delete this invoice?",
  "project-ticket": "Are you sure you want to delete this ticket?",
  "sprint-ticket": null,
} as const;

/** `RowActions`' Delete for a client-work record: posts `{kind}.delete` after the kind's question. */
export function deleteOf(kind: keyof typeof QUESTIONS, id: string) {
  const question = QUESTIONS[kind];
  return { intent: `${kind}.delete`, id, ask: question ? { message: question } : null };
}
