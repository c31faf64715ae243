import { CalendarDays, Clock, Mail, MapPin, MessageCircle, Phone, Timer } from "lucide-react";
import { data } from "react-router";
import { ScreenError } from "~/components/error-page";
import { ContactForm } from "~/components/public/contact-form";
import { ConversationArt } from "~/components/public/hero-art";
import { type HeroText, PageHero } from "~/components/public/page-hero";
import { PageSection } from "~/components/public/section";
import { seoMeta } from "~/components/public/seo";
import { LinkedinIcon } from "~/components/public/social-icons";
import { submitContactInquiry } from "~/data/contact.server";
import type { ActionResult } from "~/domain/action-result";
import { isAppError } from "~/domain/app-error";
import {
  CONTACT_CHECK_FORM,
  CONTACT_FAILURE,
  CONTACT_SUCCESS,
  ContactSchema,
  HONEYPOT_FIELD,
  knownService,
} from "~/domain/contact";
import { fieldErrors } from "~/domain/form-values";
import { SITE } from "~/domain/seo";
import { CLIENT_IP_HEADER } from "~/platform/auth.server";
import { env } from "~/platform/foundation/env.server";
import { errorFields, log } from "~/platform/foundation/log.server";
import { isServiceUnavailable, RETRY_AFTER_SECONDS, readForm, UNAVAILABLE_MESSAGE } from "~/web/action-result.server";
import { requireArea } from "~/web/guards.server";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    path: "/contact",
    title: "Contact us",
    description:
      "Tell us about your project: a CRM, a SaaS platform, an MVP or an employee management system. We reply within 24 hours.",
  });

export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, "public");
  // a service's 'Get Started' comes with ?service=…: a known value is chosen in the form, others are ignored
  const service = knownService(new URL(request.url).searchParams.get("service"));
  return { bookingUrl: env.bookingUrl, service };
}

const FIELDS = ["name", "email", "company", "phone", "service", "budget", "message"] as const;
type Values = Partial<Record<(typeof FIELDS)[number], string>>;

export async function action({ request }: Route.ActionArgs) {
  await requireArea(request, "public");
  const form = await readForm(request);
  const values: Values = {};
  for (const field of FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, 6000);
  }
  // a bot filled the field people never see: answer as if all went well, keep nothing
  if (String(form.get(HONEYPOT_FIELD) ?? "").trim() !== "") {
    log.info("contact form honeypot filled", { ip: request.headers.get(CLIENT_IP_HEADER) });
    return data<ActionResult>({ ok: true, message: CONTACT_SUCCESS, at: Date.now() });
  }
  const parsed = ContactSchema.safeParse(values);
  if (!parsed.success) {
    return data<ActionResult>(
      { ok: false, error: CONTACT_CHECK_FORM, fieldErrors: fieldErrors(parsed.error), values, at: Date.now() },
      400,
    );
  }
  try {
    await submitContactInquiry({ input: parsed.data, ip: request.headers.get(CLIENT_IP_HEADER) ?? "unknown" });
  } catch (error) {
    // over the limit: the form keeps what was typed, and says when to try again
    if (isAppError(error) && error.code === "rate_limited") {
      return data<ActionResult>(
        { ok: false, error: error.userMessage, values, at: Date.now() },
        { status: 429, headers: { "Retry-After": String(Math.ceil((error.retryAfterMs ?? 0) / 1000)) } },
      );
    }
    // the database stopped or its disk is full: a moment's wait, the form keeps what was typed
    if (isServiceUnavailable(error)) {
      log.error("contact inquiry not stored: service unavailable", errorFields(error));
      return data<ActionResult>(
        { ok: false, error: UNAVAILABLE_MESSAGE, values, at: Date.now() },
        { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } },
      );
    }
    log.error("contact inquiry failed", errorFields(error));
    return data<ActionResult>({ ok: false, error: CONTACT_FAILURE, values, at: Date.now() }, 500);
  }
  return data<ActionResult>({ ok: true, message: CONTACT_SUCCESS, at: Date.now() });
}

const INFO_CARDS = [
  { icon: Mail, title: "Email us", value: SITE.email, href: `mailto:${SITE.email}`, note: "We reply within 24 hours" },
  {
    icon: Phone,
    title: "Call us",
    value: SITE.phone,
    href: `tel:${SITE.phone.replace(/\s/g, "")}`,
    note: "During business hours",
  },
  { icon: Clock, title: "Business hours", value: "Monday to Friday 9AM-6PM CEST", note: "Closed on public holidays" },
] as const;

/** The page's hero: its eyebrow, heading and lead. */
const HERO: HeroText = {
  eyebrow: "Contact",
  title: "Let's talk about your project",
  lead: "Tell us what you want to build, or what is slowing your team down. A real person reads every message and replies within 24 hours.",
};

export default function Contact({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero kind="contact" icon={MessageCircle} picture={<ConversationArt />} {...HERO} />

      <section aria-label="Contact details" className="relative z-10 -mt-12">
        <ul className="container-page grid gap-4 md:grid-cols-3">
          {INFO_CARDS.map(({ icon: Icon, title, value, note, ...rest }) => {
            const href = "href" in rest ? rest.href : null;
            return (
              <li
                key={title}
                className="flex gap-4 rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-lift)"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 ring-inset">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="min-w-0">
                  <h2 className="text-sm font-semibold text-ink-muted">{title}</h2>
                  {href ? (
                    <a href={href} className="mt-0.5 block font-semibold break-words text-ink hover:text-brand-700">
                      {value}
                    </a>
                  ) : (
                    <p className="mt-0.5 font-semibold text-ink">{value}</p>
                  )}
                  <p className="mt-1 text-sm text-ink-muted">{note}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <PageSection titleId="form-title" containerClassName="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div className="rounded-[1.5rem] border border-line bg-white p-6 shadow-(--shadow-card) sm:p-10">
          <h2 id="form-title" className="text-h2 font-bold">
            Send us a message
          </h2>
          <p className="mt-2 text-ink-muted">
            Fields marked <span aria-hidden="true">*</span>
            <span className="sr-only">with an asterisk</span> are required.
          </p>
          <ContactForm preselectedService={loaderData.service} />
        </div>

        <aside className="space-y-6" aria-label="Other ways to reach us">
          <div className="relative overflow-hidden rounded-(--radius-card) bg-brand-950 p-7 text-white">
            <div
              aria-hidden="true"
              className="absolute -top-16 -right-16 size-48 rounded-full bg-brand-600/40 blur-2xl"
            />
            <CalendarDays aria-hidden="true" className="relative size-8 text-accent-300" />
            <h2 className="relative mt-4 text-xl font-bold text-white">Prefer to talk?</h2>
            <p className="relative mt-2 text-sm leading-6 text-brand-100">
              Book a free 30-minute consultation with one of our leads and get honest advice on your idea.
            </p>
            <a
              href={loaderData.bookingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="relative mt-5 inline-flex h-11 items-center gap-2 rounded-full bg-accent-400 px-5 text-sm font-semibold text-ink hover:bg-accent-300"
            >
              Book a free consultation<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
          <div className="rounded-(--radius-card) border border-line bg-white p-7 shadow-(--shadow-card)">
            <h2 className="text-lg font-semibold">Other contact details</h2>
            <ul className="mt-5 space-y-4 text-sm">
              <li className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                <span>
                  <span className="block font-semibold text-ink">Studio</span>
                  <span className="text-ink-muted">Sveavägen 42, 111 34 Stockholm, Sweden</span>
                </span>
              </li>
              <li className="flex gap-3">
                <LinkedinIcon className="mt-0.5 size-4 shrink-0 text-brand-600" />
                <span>
                  <span className="block font-semibold text-ink">LinkedIn</span>
                  <a
                    href="https://www.linkedin.com/company/example-lumen-studio"
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand-700 hover:underline"
                  >
                    Lumen Studio<span className="sr-only"> on LinkedIn (opens in a new tab)</span>
                  </a>
                </span>
              </li>
              <li className="flex gap-3">
                <Timer aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                <span>
                  <span className="block font-semibold text-ink">Response time</span>
                  <span className="text-ink-muted">Within 24 hours on business days</span>
                </span>
              </li>
            </ul>
          </div>
        </aside>
      </PageSection>
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
