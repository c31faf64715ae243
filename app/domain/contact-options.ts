/**
 * The contact form's choices and their labels, apart from its validation so that pages which only link
 * to the form (a service's 'Get Started') do not load the validation code.
 */
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

export const SERVICE_VALUES = SERVICE_OPTIONS.map((o) => o.value);
export const BUDGET_VALUES = BUDGET_OPTIONS.map((o) => o.value);

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
