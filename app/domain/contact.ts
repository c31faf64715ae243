import { choiceField, formRules, type Output, textField } from "./schemas/public-form";

/** Contact service options and budget options (euro ranges). */
export const SERVICE_OPTIONS = [
  { value: "crm", label: "Custom CRM System" },
  { value: "saas", label: "SaaS Platform" },
  { value: "mvp", label: "MVP Development" },
  { value: "employee", label: "Employee Management System" },
  { value: "api", label: "API Development & Integration" },
  { value: "consulting", label: "Technical Consulting" },
  { value: "other", label: "Other" },
] as const;

export const BUDGET_OPTIONS = [
  { value: "under-2k", label: "Under €2,000" },
  { value: "2k-5k", label: "€2,000 – €5,000" },
  { value: "5k-10k", label: "€5,000 – €10,000" },
  { value: "10k-20k", label: "€10,000 – €20,000" },
  { value: "over-20k", label: "Over €20,000" },
] as const;

const SERVICE_VALUES = SERVICE_OPTIONS.map((o) => o.value);
const BUDGET_VALUES = BUDGET_OPTIONS.map((o) => o.value);

export type ServiceValue = (typeof SERVICE_OPTIONS)[number]["value"];

/** A contact form service given in the address (`/contact?service=saas`): only a known value counts. */
export function knownService(value: string | null | undefined): ServiceValue | null {
  return SERVICE_OPTIONS.find((o) => o.value === value)?.value ?? null;
}

/** Words in a service's title that name one of the form's services; a title naming none is "other". */
const SERVICE_WORDS: [RegExp, ServiceValue][] = [
  [/\bcrm\b/i, "crm"],
  [/\bsaas\b/i, "saas"],
  [/\bmvp\b/i, "mvp"],
  [/\bemployee/i, "employee"],
  [/\bapi\b|\bintegration/i, "api"],
  [/\bconsult/i, "consulting"],
];

/** The contact form's service for a service offered on the public pages, found by its title. */
export function contactServiceFor(title: string): ServiceValue {
  return SERVICE_WORDS.find(([re]) => re.test(title))?.[1] ?? "other";
}

/** The contact form with the service chosen: where a service's 'Get Started' leads. */
export const contactHrefFor = (title: string) => `/contact?service=${contactServiceFor(title)}`;

export const serviceLabel = (value: string) => SERVICE_OPTIONS.find((o) => o.value === value)?.label ?? value;
export const budgetLabel = (value: string | null) =>
  value ? (BUDGET_OPTIONS.find((o) => o.value === value)?.label ?? value) : "Not specified";

/** Spec 8: the success message; the promised response time is 24 hours. */
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
