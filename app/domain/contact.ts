import { BUDGET_VALUES, budgetLabel, SERVICE_VALUES, serviceLabel } from "./contact-options";
import { choiceField, formRules, type Output, textField } from "./schemas/public-form";

export {
  BUDGET_OPTIONS,
  budgetLabel,
  contactHrefFor,
  contactServiceFor,
  knownService,
  SERVICE_OPTIONS,
  type ServiceValue,
  serviceLabel,
} from "./contact-options";

/** The success message; the promised response time is 24 hours. */
export const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you within 24 hours.";
export const CONTACT_FAILURE = "Failed to send your message. Please try again.";
export const CONTACT_RATE_LIMITED = "Too many messages from your network. Please try again in a few minutes.";
export const CONTACT_CHECK_FORM = "Please check the highlighted fields.";

/** Anti-spam: at most this many inquiries from one IP address within the window. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 } as const;

/** The honeypot: a field people never see; bots that fill it are turned away. */
export const HONEYPOT_FIELD = "website";

/**
 * name, email (email type), service and message are required; company, phone and budget optional.
 * One set of rules for the browser's instant messages and the server.
 */
export const ContactSchema = formRules<{
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  service: string;
  budget: string | null;
  message: string;
}>({
  name: textField({
    required: "Please enter your name",
    max: 120,
    tooLong: "Please keep the name under 120 characters",
  }),
  email: textField({
    required: "Please enter your email address",
    max: 254,
    tooLong: "Please enter a valid email address",
    email: "Please enter a valid email address",
  }),
  company: textField({ max: 120, tooLong: "Please keep the company name under 120 characters" }),
  phone: textField({
    max: 40,
    tooLong: "Please enter a shorter phone number",
    pattern: { re: /^[+()\d\s./-]{5,40}$/, message: "Please enter a valid phone number" },
  }),
  service: choiceField(SERVICE_VALUES, "Please choose a service"),
  budget: choiceField(BUDGET_VALUES, "Please choose a budget from the list", { optional: true }),
  message: textField({
    required: "Please enter a message",
    max: 5000,
    tooLong: "Please keep the message under 5,000 characters",
  }),
});

export type ContactInput = Output<typeof ContactSchema>;

/** Whether an IP address has used up its inquiries in the window. */
export function isRateLimited(recentCount: number) {
  return recentCount >= CONTACT_RATE_LIMIT.max;
}

/** The staff e-mail for an inquiry (plain text). */
export function inquiryMail(input: ContactInput, receivedAt: Date) {
  const lines = [
    `New inquiry from ${input.name} <${input.email}>`,
    "",
    `Name: ${input.name}`,
    `Email: ${input.email}`,
    `Company: ${input.company ?? "-"}`,
    `Phone: ${input.phone ?? "-"}`,
    `Service: ${serviceLabel(input.service)}`,
    `Budget: ${budgetLabel(input.budget)}`,
    `Received: ${receivedAt.toISOString()}`,
    "",
    "Message:",
    input.message,
    "",
    "Reply within 24 hours: that is what the site promises.",
  ];
  return {
    subject: `New inquiry: ${serviceLabel(input.service)} from ${input.name}`,
    text: lines.join("\n"),
  };
}
