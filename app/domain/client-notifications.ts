import { formatDate } from "./format";
import { formatMoney } from "./money";

/**
 * What a client is told when their work moves forward (a sprint or ticket completed, a testimonial
 * requested). Pure: texts only; the data layer stores and mails them.
 */

export type Notice = {
  type: "sprint_completed" | "ticket_completed" | "testimonial_request" | "invoice_issued" | "sprint_review";
  title: string;
  message: string;
};

/** Only a move INTO Completed from another status notifies the client. */
export function becameCompleted(before: string | null | undefined, after: string) {
  return after === "Completed" && before !== "Completed";
}

/** "... with '. Client has been notified.' appended when completed". */
export function withClientNotified(message: string, isNotified: boolean) {
  return isNotified ? `${message}. Client has been notified.` : message;
}

/** A toast that also says which invoice the write issued (a sprint completed with its milestone draft). */
export function withInvoiceIssued(
  message: string,
  invoice: { invoiceNumber: string; amount: string; currency: string; dueDate: string } | null,
) {
  if (!invoice) return message;
  const sentence = /[.!]$/.test(message) ? message : `${message}.`;
  return `${sentence} Invoice ${invoice.invoiceNumber} was issued to the client: ${formatMoney(invoice.amount, invoice.currency)}, due ${formatDate(invoice.dueDate)}.`;
}

export function sprintCompletedNotice(p: { projectTitle: string; sprintTitle: string }): Notice {
  return {
    type: "sprint_completed",
    title: `Sprint completed: ${p.sprintTitle}`,
    message: `The sprint "${p.sprintTitle}" of ${p.projectTitle} is complete. Take a look at what was delivered and let us know what you think.`,
  };
}

/**
 * A sprint sent for the client's review (staff moved it into In Review): it is their turn to approve it or
 * request changes; `feedbackRequired` when staff also asked for their feedback.
 */
export function sprintReviewNotice(p: {
  projectTitle: string;
  sprintTitle: string;
  feedbackRequired: boolean;
}): Notice {
  return {
    type: "sprint_review",
    title: `Your sign-off is needed: ${p.sprintTitle}`,
    message: `The sprint "${p.sprintTitle}" of ${p.projectTitle} is ready for your review. See what was delivered, then approve it or request changes on the sprint's page.${p.feedbackRequired ? " The team would also like your feedback." : ""}`,
  };
}

/** A reminder of a sprint still waiting for the client's sign-off (after 3 and 7 working days). */
export function sprintReviewReminderNotice(p: { projectTitle: string; sprintTitle: string; since: string }): Notice {
  return {
    type: "sprint_review",
    title: `Reminder: ${p.sprintTitle} awaits your sign-off`,
    message: `The sprint "${p.sprintTitle}" of ${p.projectTitle} has been waiting for your review since ${p.since}. Approve it or request changes on the sprint's page, so the team can move on.`,
  };
}

/** The sprint ticket completion message is fixed text; it names the ticket and its sprint. */
export function ticketCompletedNotice(p: { projectTitle: string; sprintTitle: string; ticketTitle: string }): Notice {
  return {
    type: "ticket_completed",
    title: `Task completed: ${p.ticketTitle}`,
    message: `The task "${p.ticketTitle}" in the sprint "${p.sprintTitle}" of ${p.projectTitle} has been completed.`,
  };
}

/**
 * An invoice issued: what is owed and by when. `sprint` names the milestone it bills, `approved` when the
 * client's own sign-off issued it (they are thanked), else the studio completed the sprint or issued it.
 */
export function invoiceIssuedNotice(p: {
  sprintTitle?: string | null;
  approved?: boolean;
  invoiceNumber: string;
  amount: string;
  dueDate: string;
}): Notice {
  const lead = !p.sprintTitle
    ? ""
    : p.approved
      ? `Thank you for approving the sprint "${p.sprintTitle}". `
      : `The sprint "${p.sprintTitle}" is complete. `;
  return {
    type: "invoice_issued",
    title: `Invoice ${p.invoiceNumber} issued`,
    message: `${lead}Invoice ${p.invoiceNumber} for ${p.amount} is now issued and due on ${p.dueDate}. You find it under Invoices in your client portal.`,
  };
}

/** A testimonial request is fixed text naming the project. */
export function testimonialRequestNotice(p: { projectTitle: string }): Notice {
  return {
    type: "testimonial_request",
    title: "How did we do?",
    message: `Your project "${p.projectTitle}" is complete. We would love to hear about your experience: please leave a short testimonial in your client portal.`,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The e-mail that goes with a notice, addressed to the client, with a link into the portal. */
export function noticeMail(p: { to: string; clientName: string | null; notice: Notice; link: string }) {
  const greeting = `Hi ${p.clientName?.trim() || "there"},`;
  const text = `${greeting}\n\n${p.notice.message}\n\nOpen your client portal: ${p.link}\n\nLumen Studio`;
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(p.notice.message)}</p><p><a href="${escapeHtml(p.link)}">Open your client portal</a></p><p>Lumen Studio</p>`;
  return { to: p.to, subject: p.notice.title, text, html };
}
