import { ArrowRight, CheckCircle2, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { ScreenError } from "~/components/error-page";
import { CtaBand } from "~/components/public/cta-band";
import { Img } from "~/components/public/image";
import { JsonLd } from "~/components/public/json-ld";
import { ProjectCard } from "~/components/public/project-card";
import { PageSection } from "~/components/public/section";
import { seoMeta } from "~/components/public/seo";
import { ServiceCard } from "~/components/public/service-card";
import { StatsBand } from "~/components/public/stats";
import { TestimonialsCarousel } from "~/components/public/testimonials-carousel";
import { Button } from "~/components/ui/button";
import { pickFeaturedProjects } from "~/data/public/portfolio.server";
import { HOME_SERVICE_LIMIT, listServices } from "~/data/public/services.server";
import { getPublicStats } from "~/data/public/site.server";
import { listTestimonials } from "~/data/public/testimonials.server";
import { SITE } from "~/domain/seo";
import { organizationJsonLd, websiteJsonLd } from "~/domain/structured-data/home";
import { HOME_CARD_TECHNOLOGIES } from "~/domain/technology-filter";
import { env } from "~/platform/foundation/env.server";
import { requireArea } from "~/web/guards.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    path: "/",
    title: `${SITE.name} | Custom software for growing companies`,
    description: SITE.description,
  });

export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, "public");
  const [services, stats, featured, testimonials] = await Promise.all([
    listServices({ limit: HOME_SERVICE_LIMIT }),
    getPublicStats(),
    pickFeaturedProjects(),
    listTestimonials(),
  ]);
  return { services, stats, featured, testimonials, baseUrl: env.baseUrl, bookingUrl: env.bookingUrl };
}

const PROMISES = ["Fixed-price quotes", "Weekly demos", "You own the code"];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { services, stats, featured, testimonials, baseUrl, bookingUrl } = loaderData;
  return (
    <>
      <JsonLd data={organizationJsonLd(baseUrl)} />
      <JsonLd data={websiteJsonLd(baseUrl)} />

      <section className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-surface to-surface">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute -top-32 right-[-10%] size-[40rem] rounded-full bg-brand-200/50 blur-3xl" />
          <div className="absolute top-40 -left-40 size-[28rem] rounded-full bg-accent-300/25 blur-3xl" />
          <div
            className="absolute inset-0 opacity-[0.35]"
            style={{
              backgroundImage:
                "linear-gradient(to right, var(--color-line) 1px, transparent 1px), linear-gradient(to bottom, var(--color-line) 1px, transparent 1px)",
              backgroundSize: "64px 64px",
              maskImage: "radial-gradient(ellipse at 30% 0%, black 10%, transparent 65%)",
            }}
          />
        </div>
        <div className="container-page grid items-center gap-14 pt-14 pb-20 md:pt-20 lg:grid-cols-[1.08fr_1fr] lg:pb-28">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1.5 text-xs font-semibold text-brand-700 shadow-sm backdrop-blur">
              <Sparkles aria-hidden="true" className="size-3.5 text-accent-500" />
              CRM · SaaS · MVP · Employee management
            </p>
            <h1 className="mt-6 text-display font-bold">
              Software that fits the way your <span className="text-brand-600">business works.</span>
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-ink-muted">
              We design and build custom CRM systems, SaaS platforms, MVPs and employee management systems for companies
              that have outgrown spreadsheets and off-the-shelf tools.
            </p>
            <div className="mt-9 flex flex-wrap gap-3">
              <Button asChild size="lg">
                <Link to="/contact">
                  Start your project <ArrowRight />
                </Link>
              </Button>
              <Button asChild size="lg" variant="secondary">
                <Link to="/projects">View our work</Link>
              </Button>
            </div>
            <ul className="mt-9 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-ink-muted">
              {PROMISES.map((p) => (
                <li key={p} className="inline-flex items-center gap-2">
                  <CheckCircle2 aria-hidden="true" className="size-4 text-success-600" /> {p}
                </li>
              ))}
            </ul>
          </div>
          <div className="relative -mx-4 sm:mx-0">
            <Img
              src="/images/hero/hero.webp"
              srcSet="/images/hero/hero-720.webp 720w, /images/hero/hero.webp 1440w"
              sizes="(min-width: 1280px) 720px, (min-width: 1024px) 58vw, 100vw"
              alt="A Lumen Studio dashboard on a laptop and a companion app on a phone"
              width={1440}
              height={1152}
              priority
              className="h-auto w-full max-w-none bg-transparent lg:-ml-[6%] lg:w-[122%]"
            />
          </div>
        </div>
      </section>

      <StatsBand stats={stats} className="-mt-10 md:-mt-14" />

      <PageSection
        titleId="services-title"
        heading={{
          eyebrow: "What we do",
          title: "Our Services",
          lead: "Focused teams that take a product from first workshop to a launch your users will notice.",
        }}
        action={
          <Link
            to="/services"
            className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            All services <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        }
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} featureLimit={3} ctaLabel="Learn more" ctaTo="/services" />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        titleId="work-title"
        className="bg-surface-sunken/70"
        heading={{
          eyebrow: "Selected case studies",
          title: "Featured Work",
          lead: "A few of the products we have designed, built and still look after.",
        }}
        action={
          <Button asChild variant="secondary">
            <Link to="/projects">
              View all projects <ArrowRight />
            </Link>
          </Button>
        }
      >
        {featured.length > 0 ? (
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {featured.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} technologyLimit={HOME_CARD_TECHNOLOGIES} showLinks={false} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-12 text-ink-muted">Our case studies are on their way.</p>
        )}
      </PageSection>

      {testimonials.length > 0 ? (
        <section
          className="section relative isolate overflow-hidden bg-brand-950 text-white"
          aria-labelledby="testimonials-title"
        >
          <div aria-hidden="true" className="absolute inset-0 -z-10">
            <div className="absolute -top-40 left-1/4 size-[34rem] rounded-full bg-brand-600/30 blur-3xl" />
            <div className="absolute -right-20 bottom-0 size-80 rounded-full bg-accent-400/10 blur-3xl" />
          </div>
          <div className="container-page grid gap-12 lg:grid-cols-[0.8fr_1.2fr] lg:items-center">
            <div>
              <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">Testimonials</p>
              <h2 id="testimonials-title" className="mt-3 text-h1 font-bold text-white">
                What our clients say
              </h2>
              <p className="mt-4 max-w-md text-lg leading-8 text-brand-100">
                Operations leads, founders and HR teams on working with us, in their own words.
              </p>
            </div>
            <TestimonialsCarousel items={testimonials} />
          </div>
        </section>
      ) : null}

      <CtaBand bookingUrl={bookingUrl} />
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
