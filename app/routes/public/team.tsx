import { BookOpen, CalendarDays, Coffee, Globe2, HeartPulse, UsersRound } from "lucide-react";
import { data } from "react-router";
import { ScreenError } from "~/components/error-page";
import { LoadError } from "~/components/load-error";
import { ArtImage, ConversationArt } from "~/components/public/hero-art";
import { HeroBackdrop } from "~/components/public/hero-backdrop";
import { IconCardList } from "~/components/public/icon-card-list";
import { type HeroText, heroImages, PageHero } from "~/components/public/page-hero";
import { PageSection } from "~/components/public/section";
import { seoMeta } from "~/components/public/seo";
import { TeamCard } from "~/components/public/team-card";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/card";
import { tryLoad } from "~/data/public/site.server";
import { listTeamMembers } from "~/data/public/team.server";
import { env } from "~/platform/foundation/env.server";
import { requireArea } from "~/web/guards.server";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    path: "/team",
    title: "Our team",
    description:
      "Meet the designers, engineers and delivery leads of Lumen Studio: a small senior team that builds and looks after your product.",
  });

export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, "public");
  const result = await tryLoad("Failed to load team members", listTeamMembers);
  return data(
    {
      members: result.ok ? result.value : [],
      loadError: result.ok ? null : result.error,
      bookingUrl: env.bookingUrl,
    },
    { status: result.ok ? 200 : 500 },
  );
}

const CULTURE = [
  {
    icon: UsersRound,
    title: "Small, senior teams",
    text: "Every project gets a designer, two engineers and a delivery lead who stay from kick-off to launch.",
  },
  {
    icon: BookOpen,
    title: "Always learning",
    text: "A yearly learning budget, Friday knowledge shares and time to contribute to open source.",
  },
  {
    icon: Globe2,
    title: "Remote-first, close-knit",
    text: "We work from Stockholm, Lisbon and Berlin, and meet twice a year to plan, build and celebrate.",
  },
  {
    icon: HeartPulse,
    title: "Sustainable pace",
    text: "No heroics, no weekend releases. Calm teams make better decisions and better software.",
  },
];

/** The page's hero: its eyebrow, heading and lead. */
const HERO: HeroText = {
  eyebrow: "Our team",
  title: "Meet the people who will build your product",
  lead: "Designers, engineers and delivery leads who have shipped software for logistics, healthcare, hospitality and finance.",
};

export default function Team({ loaderData }: Route.ComponentProps) {
  const { members, loadError, bookingUrl } = loaderData;
  const portraits = heroImages(members.map((m) => m.imageUrl));
  return (
    <>
      <PageHero
        kind="team"
        icon={UsersRound}
        picture={portraits.length > 0 ? <PortraitMosaicArt images={portraits} /> : <ConversationArt />}
        {...HERO}
      />

      <PageSection titleId="team-title">
        <h2 id="team-title" className="sr-only">
          Team members
        </h2>
        {loadError ? (
          <LoadError message={loadError} />
        ) : members.length === 0 ? (
          <EmptyState icon={<UsersRound />} title="No team members found." />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {members.map((member) => (
              <li key={member.id}>
                <TeamCard member={member} />
              </li>
            ))}
          </ul>
        )}
        {members.length > 0 ? (
          <p className="mt-6 text-center text-sm text-ink-muted">
            Hover, focus or tap a portrait to learn more about each of us.
          </p>
        ) : null}
      </PageSection>

      <PageSection
        titleId="culture-title"
        className="bg-surface-sunken/70"
        heading={{
          eyebrow: "Our culture",
          title: "How we work together",
          lead: "The way a team works shows in what it ships. Here is what working with, and at, Lumen Studio looks like.",
        }}
      >
        <IconCardList items={CULTURE} look="accent" columns={4} />
      </PageSection>

      <PageSection titleId="consult-title">
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-brand-950 px-6 py-14 text-white sm:px-12">
          <HeroBackdrop />
          <div className="grid gap-8 lg:grid-cols-[1fr_auto] lg:items-center">
            <div className="max-w-2xl">
              <p className="inline-flex items-center gap-2 text-sm font-semibold text-accent-300">
                <Coffee aria-hidden="true" className="size-4" /> 30 minutes, no strings attached
              </p>
              <h2 id="consult-title" className="mt-3 text-h1 font-bold text-white">
                Talk to the team, not a salesperson
              </h2>
              <p className="mt-4 text-lg leading-8 text-brand-100">
                Book a free consultation with one of our leads. Bring your idea, your spreadsheet or your legacy system:
                we&apos;ll tell you honestly what we would build.
              </p>
            </div>
            <Button asChild size="lg" variant="accent">
              <a href={bookingUrl} target="_blank" rel="noopener noreferrer">
                <CalendarDays /> Book a free consultation
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          </div>
        </div>
      </PageSection>
    </>
  );
}

/** The team's portraits in a staggered mosaic. */
function PortraitMosaicArt({ images }: { images: string[] }) {
  return (
    <div className="absolute inset-x-0 -top-6 grid grid-cols-3 gap-3">
      {images.slice(0, 6).map((src, index) => (
        <ArtImage
          key={src}
          src={src}
          width={600}
          height={750}
          className={`aspect-[4/5] w-full rounded-2xl object-cover ring-1 ring-white/20${index % 3 === 1 ? " translate-y-8" : ""}`}
        />
      ))}
    </div>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
