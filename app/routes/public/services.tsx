import { Code2, Database, Layers, LineChart, PenTool, Rocket, Search, ShieldCheck, Smartphone } from "lucide-react";
import { ScreenError } from "~/components/error-page";
import { CtaBand } from "~/components/public/cta-band";
import { JsonLd } from "~/components/public/json-ld";
import { type HeroText, PageHero } from "~/components/public/page-hero";
import { PageSection } from "~/components/public/section";
import { seoMeta } from "~/components/public/seo";
import { ServiceCard } from "~/components/public/service-card";
import { listServices } from "~/data/public/services.server";
import { servicesJsonLd } from "~/domain/structured-data/services";
import { cn } from "~/lib/utils";
import { env } from "~/platform/foundation/env.server";
import { requireArea } from "~/web/guards.server";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    path: "/services",
    title: "Services",
    description:
      "Custom CRM systems, SaaS platforms, MVP development, mobile apps, employee management systems and product design, at fixed prices.",
  });

export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, "public");
  return { services: await listServices(), bookingUrl: env.bookingUrl, baseUrl: env.baseUrl };
}

/** Services: a four-step process, Discovery, Design, Develop, Deploy. */
const PROCESS = [
  {
    icon: Search,
    title: "Discovery",
    text: "Workshops, user interviews and a map of your process. You leave with a scope, a plan and a fixed price.",
    duration: "1–2 weeks",
  },
  {
    icon: PenTool,
    title: "Design",
    text: "Flows, wireframes and a clickable prototype, tested with the people who will use it every day.",
    duration: "2–3 weeks",
  },
  {
    icon: Code2,
    title: "Develop",
    text: "Two-week sprints with a demo at the end of each. Follow every ticket live in your client portal.",
    duration: "6–16 weeks",
  },
  {
    icon: Rocket,
    title: "Deploy",
    text: "Launch, training and a warranty period, then an optional care plan to keep improving the product.",
    duration: "Ongoing",
  },
];

/** The page's hero: its eyebrow, heading and lead. */
const HERO: HeroText = {
  eyebrow: "Services",
  title: "Everything it takes to launch and grow your product",
  lead: "From a five-day discovery sprint to a platform with thousands of users: pick the service you need today, and grow with one team.",
};

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.services.length > 0 ? (
        <JsonLd data={servicesJsonLd(loaderData.baseUrl, loaderData.services)} />
      ) : null}
      <PageHero kind="services" icon={Layers} picture={<ServiceTilesArt />} {...HERO} />

      <PageSection
        titleId="services-title"
        heading={{
          eyebrow: "What we build",
          title: "Our services",
          lead: "Fixed-price quotes, senior people and the same quality bar on every project.",
        }}
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.services.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        titleId="process-title"
        className="bg-surface-sunken/70"
        heading={{
          eyebrow: "How we work",
          title: "Our process",
          lead: "Four steps, each ending with something you can see and use.",
          align: "center",
        }}
      >
        <div className="relative mt-14">
          {/* the line behind the steps' icons: beside the list, which may hold only its items */}
          <span
            aria-hidden="true"
            className="absolute top-7 right-[12%] left-[12%] hidden h-0.5 bg-gradient-to-r from-brand-200 via-brand-400 to-brand-200 lg:block"
          />
          <ol className="relative grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {PROCESS.map(({ icon: Icon, title, text, duration }, i) => (
              <li key={title} className="relative flex flex-col items-center text-center">
                <span className="relative flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-(--shadow-lift) ring-8 ring-surface-sunken">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <p className="mt-5 text-xs font-semibold tracking-wide text-brand-600 uppercase">Step {i + 1}</p>
                <h3 className="mt-1 text-h3 font-semibold">{title}</h3>
                <p className="mt-2 max-w-xs text-sm leading-6 text-ink-muted">{text}</p>
                <p className="mt-3 rounded-full bg-white px-3 py-1 text-xs font-semibold text-ink-muted ring-1 ring-line ring-inset">
                  {duration}
                </p>
              </li>
            ))}
          </ol>
        </div>
      </PageSection>

      <CtaBand
        bookingUrl={loaderData.bookingUrl}
        title="Not sure which service you need?"
        text="Tell us about the problem instead. We'll suggest the smallest thing that solves it, with a price, within 24 hours."
      />
    </>
  );
}

const SERVICE_TILE_ICONS = [Code2, Smartphone, Rocket, Database, LineChart, ShieldCheck];

/** A bento of six tiles, one per kind of work we offer, one of them lit. */
function ServiceTilesArt() {
  return (
    <div className="absolute inset-0 grid grid-cols-3 grid-rows-2 gap-4 p-2">
      {SERVICE_TILE_ICONS.map((Icon, index) => (
        <div
          key={Icon.displayName ?? index}
          className={cn(
            "flex items-center justify-center rounded-3xl ring-1 ring-inset",
            index === 2
              ? "bg-accent-400 text-brand-950 ring-accent-300 shadow-2xl"
              : index % 2 === 0
                ? "bg-white/10 text-accent-300 ring-white/15"
                : "bg-brand-700/60 text-white ring-white/10",
            index === 1 && "translate-y-6",
            index === 4 && "translate-y-6",
          )}
        >
          <Icon className="size-10" />
        </div>
      ))}
    </div>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
