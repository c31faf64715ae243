/**
 * 'Mark Complete' on a sprint whose tickets are not all Completed asks first, naming how many are
 * still open; with none open it completes at once. Pure: no I/O.
 */
export function completeSprintQuestion({
  title,
  ticketCount,
  ticketsDone,
}: {
  title: string;
  ticketCount: number;
  ticketsDone: number;
}): { title: string; message: string; confirmLabel: string } | undefined {
  const open = Math.max(0, ticketCount - ticketsDone);
  if (open === 0) return undefined;
  const tickets = open === 1 ? "1 ticket that is" : `${open} tickets that are`;
  return {
    title: "Complete this sprint?",
    message: `${title} has ${tickets} not completed yet. Mark the sprint complete anyway? The client is told it is complete.`,
    confirmLabel: "Mark Complete",
  };
}
