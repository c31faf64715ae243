import { Mail, Plus, X } from "lucide-react";
import { useId, useState } from "react";
import type { TeamMember } from "~/data/public/team.server";
import { initials } from "~/domain/initials";
import { cn } from "~/lib/utils";
import { Img } from "./image";
import { SocialLinkList, socialLinks } from "./social-icons";

/** The hover card shows 4 skills (3 on mobile). */
export const HOVER_CARD_SKILLS = 4;
export const HOVER_CARD_SKILLS_MOBILE = 3;

/**
 * A team member with the spec's hover card (bio in 3 lines, skills, links). The card opens on hover,
 * on keyboard focus (a focus-visible element inside it) and on tap (the toggle button), and closes with
 * Escape. A pointer's focus does not open it: shown at the tap's press, the card took the tap's release,
 * so its click missed the toggle (with reduced motion, where nothing delays the card).
 */
export function TeamCard({ member }: { member: TeamMember }) {
  const [isOpen, setIsOpen] = useState(false);
  // WCAG 1.4.13: Escape hides the card even while it is hovered or focused
  const [isDismissed, setIsDismissed] = useState(false);
  const panelId = useId();
  const skills = member.skills.slice(0, HOVER_CARD_SKILLS);
  const links = [
    ...socialLinks(member),
    ...(member.email ? [{ href: `mailto:${member.email}`, label: `Email ${member.name}`, icon: Mail }] : []),
  ];

  return (
    <article
      data-open={isOpen}
      className="group/team relative overflow-hidden rounded-(--radius-card) bg-brand-950 shadow-(--shadow-card)"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          setIsOpen(false);
          setIsDismissed(true);
          event.currentTarget.querySelector<HTMLButtonElement>("button[aria-expanded]")?.focus();
        }
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setIsOpen(false);
        setIsDismissed(false);
      }}
      onMouseLeave={() => setIsDismissed(false)}
    >
      <div className="aspect-square sm:aspect-[4/5]">
        {member.imageUrl ? (
          <Img
            src={member.imageUrl}
            alt={`Portrait of ${member.name}`}
            width={600}
            height={750}
            sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 92vw"
            className="size-full object-cover transition duration-500 group-hover/team:scale-105 group-focus-within/team:scale-105 motion-reduce:transition-none"
          />
        ) : (
          <div
            role="img"
            aria-label={`Portrait of ${member.name}`}
            className="flex size-full items-center justify-center bg-gradient-to-br from-brand-400 to-brand-800 font-display text-6xl font-bold text-white/90"
          >
            {initials(member.name)}
          </div>
        )}
      </div>

      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-brand-950/95 via-brand-950/70 to-transparent px-5 pt-16 pb-5">
        <h3 className="text-lg font-semibold text-white">{member.name}</h3>
        <p className="text-sm text-brand-100">{member.role}</p>
      </div>

      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => {
          setIsDismissed(false);
          setIsOpen((v) => !v);
        }}
        className="absolute inset-0 z-10 rounded-(--radius-card) focus-visible:outline-offset-[-3px]"
      >
        <span className="sr-only">About {member.name}</span>
        <span
          aria-hidden="true"
          className="absolute top-3 right-3 flex size-10 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow-md backdrop-blur transition group-hover/team:bg-white"
        >
          <Plus className="size-5" />
        </span>
      </button>

      <div
        id={panelId}
        data-testid="team-hover-card"
        className={cn(
          "absolute inset-0 z-20 flex flex-col justify-end bg-brand-950/92 p-6 text-white backdrop-blur-sm transition-all duration-300 motion-reduce:transition-none",
          "invisible translate-y-3 opacity-0",
          "group-has-[:focus-visible]/team:visible group-has-[:focus-visible]/team:translate-y-0 group-has-[:focus-visible]/team:opacity-100",
          "group-hover/team:visible group-hover/team:translate-y-0 group-hover/team:opacity-100",
          isOpen && "visible translate-y-0 opacity-100",
          isDismissed && "invisible! opacity-0!",
        )}
      >
        {isOpen ? (
          <button
            type="button"
            onClick={(event) => {
              setIsOpen(false);
              setIsDismissed(true);
              event.currentTarget
                .closest("article")
                ?.querySelector<HTMLButtonElement>("button[aria-expanded]")
                ?.focus();
            }}
            className="absolute top-3 right-3 flex size-10 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow-md hover:bg-white focus-visible:outline-white"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close details of {member.name}</span>
          </button>
        ) : null}
        <p className="text-lg font-semibold">{member.name}</p>
        <p className="text-sm text-accent-300">{member.role}</p>
        {member.bio ? <p className="mt-3 line-clamp-3 text-sm leading-6 text-brand-100">{member.bio}</p> : null}
        {skills.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={`Skills of ${member.name}`}>
            {skills.map((skill, i) => (
              <li
                key={skill}
                className={cn(
                  "rounded-full bg-white/10 px-2.5 py-1 text-xs font-medium text-white ring-1 ring-white/15 ring-inset",
                  i >= HOVER_CARD_SKILLS_MOBILE && "max-md:hidden",
                )}
              >
                {skill}
              </li>
            ))}
          </ul>
        ) : null}
        {links.length > 0 ? (
          <SocialLinkList
            links={links}
            className="mt-5 flex gap-2"
            linkClassName="flex size-9 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/15 transition-colors ring-inset hover:bg-white hover:text-brand-900 focus-visible:outline-white"
          />
        ) : null}
      </div>
    </article>
  );
}
