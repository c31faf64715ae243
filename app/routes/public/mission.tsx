import { Award, Eye, Lightbulb, Rocket, Search, Target, UserRound, Users } from "lucide-react";
import { ScreenError } from "~/components/error-page";
import { CtaBand } from "~/components/public/cta-band";
import { IconCardList } from "~/components/public/icon-card-list";
import { type HeroText, PageHero } from "~/components/public/page-hero";
import { PageSection } from "~/components/public/section";
import { seoMeta } from "~/components/public/seo";
import { env } from "~/platform/foundation/env.server";
import { requireArea } from "~/web/guards.server";
import type { Route } from "./+types/mission";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    path: "/mission",
    title: "Our mission",
    description:
      "Our mission, our vision, the four values we work by and how we take a product from understanding to delivery.",
  });

export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, "public");
  return { bookingUrl: env.bookingUrl };
}

/** Mission: four core values, three approach steps and the impact figures, word for word. */
const CORE_VALUES = [
  {
    icon: UserRound,
    title: "Client-First Approach",
    text: "Your goals set the scope. We measure success by what the software changes for your business, not by hours billed.",
  },
  {
    icon: Lightbulb,
    title: "Innovation",
    text: "We use proven technology by default and new ideas where they pay off: automation, smart defaults, AI where it helps.",
  },
  {
    icon: Users,
    title: "Collaboration",
    text: "Weekly demos, a shared board and a client portal. You always know what we are building and why.",
  },
  {
    icon: Award,
    title: "Excellence",
    text: "Reviewed code, automated tests and accessible interfaces. Quality is part of the price, never an extra.",
  },
];

const APPROACH = [
  {
    icon: Search,
    title: "Understand",
    text: "Workshops with the people who will use the product. We map the process, the data and what success looks like.",
  },
  {
    icon: Lightbulb,
    title: "Innovate",
    text: "Prototypes you can click within days. We test ideas with real users before they become expensive code.",
  },
  {
    icon: Rocket,
    title: "Deliver",
    text: "Two-week sprints, a release at the end of each, and a launch plan that includes training and support.",
  },
];

const IMPACT = [
  { value: "$50M+", label: "client savings" },
  { value: "200+", label: "projects" },
  { value: "95%", label: "satisfaction" },
  { value: "24/7", label: "support" },
];

/** The page's hero: its eyebrow, heading and lead. */
const HERO: HeroText = {
  eyebrow: "Our mission",
  title: "Make great custom software accessible to every growing company",
  lead: "Enterprise-grade products used to be reserved for enterprise budgets. We exist to change that, with small senior teams, clear prices and software built to last.",
};

export default function Mission({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero kind="mission" icon={Target} picture={<TargetArt />} {...HERO} />

      <PageSection label="Mission and vision" containerClassName="grid gap-6 md:grid-cols-2">
        <article className="relative overflow-hidden rounded-(--radius-card) bg-gradient-to-br from-brand-600 to-brand-800 p-10 text-white shadow-(--shadow-lift)">
          <div
            aria-hidden="true"
            className="absolute -top-16 -right-16 size-56 rounded-full border-[28px] border-white/10"
          />
          <span className="flex size-12 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/20 ring-inset">
            <Target aria-hidden="true" className="size-6" />
          </span>
          <h2 className="mt-6 text-h2 font-bold text-white">Our Mission</h2>
          <p className="mt-4 text-lg leading-8 text-brand-100">
            To design and build software that fits the way each client works, delivered in the open, at a fixed price,
            and looked after long after launch.
          </p>
        </article>
        <article className="relative overflow-hidden rounded-(--radius-card) border border-line bg-white p-10 shadow-(--shadow-card)">
          <div
            aria-hidden="true"
            className="absolute -right-16 -bottom-16 size-56 rounded-full bg-accent-300/30 blur-2xl"
          />
          <span className="flex size-12 items-center justify-center rounded-xl bg-accent-300/40 text-ink ring-1 ring-accent-400/50 ring-inset">
            <Eye aria-hidden="true" className="size-6" />
          </span>
          <h2 className="mt-6 text-h2 font-bold">Our Vision</h2>
          <p className="mt-4 text-lg leading-8 text-ink-muted">
            A world where no team loses its days to spreadsheets, copy-paste and tools that almost fit, because the
            software they need is within reach.
          </p>
        </article>
      </PageSection>

      <PageSection
        titleId="values-title"
        className="bg-surface-sunken/70"
        heading={{ eyebrow: "Core values", title: "What guides every decision", align: "center" }}
      >
        <IconCardList items={CORE_VALUES} look="lift" columns={4} />
      </PageSection>

      <PageSection
        titleId="approach-title"
        heading={{ eyebrow: "Our approach", title: "Three steps, repeated every sprint" }}
      >
        <IconCardList items={APPROACH} look="numbered" columns={3} />
      </PageSection>

      <section
        className="relative isolate overflow-hidden bg-brand-950 py-20 text-white"
        aria-labelledby="impact-title"
      >
        <div
          aria-hidden="true"
          className="absolute -top-32 left-1/3 -z-10 size-[30rem] rounded-full bg-brand-600/30 blur-3xl"
        />
        <div className="container-page">
          <h2 id="impact-title" className="text-center text-h1 font-bold text-white">
            Our impact
          </h2>
          <dl className="mt-12 grid grid-cols-2 gap-8 lg:grid-cols-4">
            {IMPACT.map((item) => (
              <div key={item.label} className="flex flex-col-reverse items-center text-center">
                <dt className="mt-2 text-sm font-medium tracking-wide text-brand-200 uppercase">{item.label}</dt>
                <dd className="font-display text-5xl font-bold text-white md:text-6xl">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <CtaBand bookingUrl={loaderData.bookingUrl} title="Share your mission with us" />
    </>
  );
}

/** A target hit dead centre, reached by a rising path of three steps: the mission and how we get there. */
function TargetArt() {
  return (
    <svg className="absolute inset-0 size-full" viewBox="0 0 420 320" fill="none">
      <g className="text-white">
        <circle cx="270" cy="150" r="130" stroke="currentColor" strokeOpacity=".12" strokeWidth="2" />
        <circle
          cx="270"
          cy="150"
          r="96"
          stroke="currentColor"
          strokeOpacity=".18"
          strokeWidth="2"
          strokeDasharray="4 8"
        />
        <circle
          cx="270"
          cy="150"
          r="62"
          className="fill-brand-500/25"
          stroke="currentColor"
          strokeOpacity=".25"
          strokeWidth="2"
        />
        <circle cx="270" cy="150" r="28" className="fill-accent-400" />
        <circle cx="270" cy="150" r="10" className="fill-brand-950" />
      </g>
      <path
        d="M20 300 C 90 290, 110 230, 160 220 S 230 190, 262 158"
        stroke="currentColor"
        strokeWidth="3"
        strokeDasharray="2 10"
        strokeLinecap="round"
        className="text-accent-300"
      />
      <circle cx="40" cy="297" r="9" className="fill-white" fillOpacity=".9" />
      <circle cx="160" cy="220" r="9" className="fill-white" fillOpacity=".9" />
      <path d="M330 40 L276 144" stroke="currentColor" strokeWidth="4" strokeLinecap="round" className="text-white" />
      <path d="M318 30 L346 24 L340 52 Z" className="fill-accent-300" />
    </svg>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
