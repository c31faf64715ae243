import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { SectionHeading } from "./page-hero";

/**
 * A page section that opens with its heading; the section is labelled by the heading. `tinted`
 * gives it the sunken background that alternates with plain sections down a page; `action` stands
 * beside the heading (a link to the whole list).
 */
export function HeadedSection({
  id,
  tinted = false,
  action,
  children,
  ...heading
}: Omit<ComponentProps<typeof SectionHeading>, "id" | "children" | "className"> & {
  id: string;
  tinted?: boolean;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={tinted ? "section bg-surface-sunken/70" : "section"} aria-labelledby={id}>
      <div className="container-page">
        <SectionHeading id={id} {...heading}>
          {action}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}

export type IconPoint = { icon: LucideIcon; title: string; text: string };

/** The looks of a card of `IconPoints`: each page's set keeps its own. */
const POINT_STYLES = {
  /** about's promises: a solid brand badge */
  solid: {
    card: "rounded-(--radius-card) border border-line bg-white p-8 shadow-(--shadow-card)",
    badge: "flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm",
    icon: "size-6",
    title: "mt-6 text-h3 font-semibold",
    text: "mt-2 leading-7 text-ink-muted",
  },
  /** the mission's values: a light badge that fills, and a card that lifts, on hover */
  lift: {
    card: "group rounded-(--radius-card) border border-line bg-white p-7 shadow-(--shadow-card) transition duration-300 hover:-translate-y-1 hover:shadow-(--shadow-lift) motion-reduce:hover:translate-y-0",
    badge:
      "flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 transition-colors ring-inset group-hover:bg-brand-600 group-hover:text-white",
    icon: "size-6",
    title: "mt-6 text-h3 font-semibold",
    text: "mt-2 text-sm leading-6 text-ink-muted",
  },
  /** the team's culture: a smaller accent badge */
  accent: {
    card: "rounded-(--radius-card) border border-line bg-white p-7 shadow-(--shadow-card)",
    badge: "flex size-11 items-center justify-center rounded-xl bg-accent-300/40 text-ink",
    icon: "size-5",
    title: "mt-5 text-lg font-semibold",
    text: "mt-2 text-sm leading-6 text-ink-muted",
  },
} as const;

/** A list of points, each a card with an icon badge, a title and a sentence. */
export function IconPoints({
  points,
  look,
  className,
}: {
  points: readonly IconPoint[];
  look: keyof typeof POINT_STYLES;
  className: string;
}) {
  const style = POINT_STYLES[look];
  return (
    <ul className={className}>
      {points.map(({ icon: Icon, title, text }) => (
        <li key={title} className={style.card}>
          <span className={style.badge}>
            <Icon aria-hidden="true" className={style.icon} />
          </span>
          <h3 className={style.title}>{title}</h3>
          <p className={style.text}>{text}</p>
        </li>
      ))}
    </ul>
  );
}
