import { Compass, HeartHandshake, Layers, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { ScreenError } from "~/components/error-page";
import { CtaBand } from "~/components/public/cta-band";
import { ExploreMenu } from "~/components/public/explore-menu";
import { FaqList } from "~/components/public/faq-list";
import { AppWindowsArt } from "~/components/public/hero-art";
import { IconCardList } from "~/components/public/icon-card-list";
import { Img } from "~/components/public/image";
import { JsonLd } from "~/components/public/json-ld";
import { type HeroText, PageHero } from "~/components/public/page-hero";
import { PageSection } from "~/components/public/section";
import { seoMeta } from "~/components/public/seo";
import { StatsBand } from "~/components/public/stats";
import { Button } from "~/components/ui/button";
import { listFaqs } from "~/data/public/services.server";
import { getPublicStats } from "~/data/public/site.server";
import { faqPageJsonLd } from "~/domain/structured-data/about";
import { env } from "~/platform/foundation/env.server";
import { requireArea } from "~/web/guards.server";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    path: "/about",
    title: "About us",
    description:
      "Lumen Studio is a product studio of designers and engineers building custom CRM systems, SaaS platforms, MVPs and employee management systems.",
  });

export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, "public");
  const [stats, faqs] = await Promise.all([getPublicStats(), listFaqs()]);
  return { stats, faqs, bookingUrl: env.bookingUrl };
}

const VALUES = [
  {
    icon: Compass,
    title: "Honest scoping",
    text: "We say what a feature really costs, what can wait and what you do not need at all, before a line of code is written.",
  },
  {
    icon: Layers,
    title: "Craft that lasts",
    text: "Typed code, automated tests and documentation you can hand to any engineer. Software that is still easy to change in year three.",
  },
  {
    icon: HeartHandshake,
    title: "Partners after launch",
    text: "Most of our clients stay with us after go-live. We monitor, improve and grow the product with them.",
  },
];

const MILESTONES = [
  { year: "2022", text: "Founded by a product lead and an engineer after a decade of agency and in-house work." },
  { year: "2023", text: "First multi-tenant SaaS platform shipped; the client portal becomes part of every project." },
  {
    year: "2024",
    text: "A team of six, with design and mobile in house. Employee management systems join the line-up.",
  },
  { year: "2026", text: "Dozens of products in production, and most of them still in our care." },
];

/** The page's hero: its eyebrow, heading and lead. */
const HERO: HeroText = {
  eyebrow: "About us",
  title: "A small studio for software that matters to your business",
  lead: "We are designers and engineers who build the systems companies run on: CRMs, SaaS platforms, MVPs and the tools that keep teams organised.",
};

export default function About({ loaderData }: Route.ComponentProps) {
  const { stats, faqs, bookingUrl } = loaderData;
  return (
    <>
      <PageHero kind="about" icon={Sparkles} picture={<AppWindowsArt />} {...HERO}>
        <div className="flex flex-wrap items-center gap-3">
          <ExploreMenu />
          <Button
            asChild
            size="lg"
            variant="ghost"
            className="text-white ring-1 ring-white/30 ring-inset hover:bg-white/10 hover:text-white"
          >
            <Link to="/contact">Talk to us</Link>
          </Button>
        </div>
      </PageHero>

      <StatsBand stats={stats} className="-mt-10" />

      <PageSection titleId="story-title" containerClassName="grid gap-14 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="eyebrow">Our story</p>
          <h2 id="story-title" className="mt-3 text-h1 font-bold">
            Built by people who have sat on your side of the table
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-8 text-ink-muted">
            <p>
              Lumen Studio started in 2022 with a simple observation: most growing companies do not need more software,
              they need software that fits. Off-the-shelf tools force teams into someone else&apos;s process; big
              consultancies take a year to deliver the first screen.
            </p>
            <p>
              So we built a studio around small senior teams, fixed-price quotes and weekly demos. Every client follows
              their project in our portal: sprints, tickets and invoices in one place, no status meetings needed.
            </p>
            <p>
              Four years on, we look after logistics platforms, clinic booking systems, field-sales CRMs and HR tools
              used by thousands of people every day.
            </p>
          </div>
        </div>
        <div className="relative">
          <Img
            src="/images/portfolio/clinicly-1.webp"
            alt="A scheduling product designed and built by Lumen Studio"
            width={1600}
            height={1000}
            sizes="(min-width: 1024px) 560px, 92vw"
            className="h-auto w-full rounded-3xl shadow-(--shadow-lift)"
          />
          <ol className="relative mt-8 space-y-5 border-l-2 border-brand-100 pl-6 lg:mt-10">
            {MILESTONES.map((m) => (
              <li key={m.year} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[31px] size-3 rounded-full bg-brand-600 ring-4 ring-brand-100"
                />
                <p className="font-display text-lg font-bold text-brand-700">{m.year}</p>
                <p className="text-sm leading-6 text-ink-muted">{m.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </PageSection>

      <PageSection
        titleId="values-title"
        className="bg-surface-sunken/70"
        heading={{ eyebrow: "What we value", title: "Three promises we keep on every project", align: "center" }}
      >
        <IconCardList items={VALUES} look="solid" columns={3} />
      </PageSection>

      {faqs.length > 0 ? (
        <PageSection titleId="faq-title" containerClassName="grid gap-12 lg:grid-cols-[0.8fr_1.2fr]">
          <div>
            <p className="eyebrow">FAQ</p>
            <h2 id="faq-title" className="mt-3 text-h1 font-bold">
              Frequently asked questions
            </h2>
            <p className="mt-4 text-lg leading-8 text-ink-muted">
              Anything else on your mind?{" "}
              <Link to="/contact" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                Ask us directly
              </Link>
              .
            </p>
          </div>
          <JsonLd data={faqPageJsonLd(faqs)} />
          <FaqList faqs={faqs} />
        </PageSection>
      ) : null}

      <CtaBand bookingUrl={bookingUrl} title="Let's build what your business needs next" />
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
