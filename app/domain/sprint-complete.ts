/**
 * 'Mark Complete' on a sprint asks first when completing it does more than it says: tickets still open
 * (how many), or a draft milestone invoice that completing it issues to the client (which one). With
 * neither it completes at once. Pure: no I/O.
 */
export function completeSprintQuestion({
  title,
  ticketCount,
  ticketsDone,
  draftInvoice = null,
}: {
  title: string;
  ticketCount: number;
  ticketsDone: number;
  draftInvoice?: string | null;
}): { title: string; message: string; confirmLabel: string } | undefined {
  const open = Math.max(0, ticketCount - ticketsDone);
  if (open === 0 && !draftInvoice) return undefined;
  const tickets = open === 1 ? "1 ticket that is" : `${open} tickets that are`;
  const invoice = draftInvoice
    ? ` Completing it issues invoice ${draftInvoice} to the client, who is sent it by e-mail.`
    : "";
  if (open === 0)
    return {
      title: "Complete this sprint and issue its invoice?",
      message: `${title} is done.${invoice}`,
      confirmLabel: "Complete and Issue",
    };
  return {
    title: draftInvoice ? "Complete this sprint and issue its invoice?" : "Complete this sprint?",
    message: `${title} has ${tickets} not completed yet. Mark the sprint complete anyway? The client is told it is complete.${invoice}`,
    confirmLabel: draftInvoice ? "Complete and Issue" : "Mark Complete",
  };
}

/**
 * 'Send for Review' on a sprint with no finished ticket asks first: the client would be asked to sign off
 * on work that reads "0 % done". Pure: no I/O.
 */
export function reviewSprintQuestion({
  title,
  ticketCount,
  ticketsDone,
}: {
  title: string;
  ticketCount: number;
  ticketsDone: number;
}): { title: string; message: string; confirmLabel: string } | undefined {
  if (ticketsDone > 0) return undefined;
  const state = ticketCount === 0 ? "has no tickets" : `has no finished ticket (0 of ${ticketCount} done)`;
  return {
    title: "Send this sprint for review?",
    message: `${title} ${state}. The client will be asked to sign it off as it is; on approval its open tickets are shown to them as carried over.`,
    confirmLabel: "Send for Review",
  };
}
