import type { LucideIcon } from "lucide-react";

/**
 * Cards of an icon badge, a title and a sentence (about's promises, the mission's values and approach,
 * the team's culture): apart from `section.tsx`, which most public pages load, since three pages show them.
 */

export type IconCard = { icon: LucideIcon; title: string; text: string };

/** The looks of an IconCardList: each page keeps its own. */
const LOOKS = {
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
  /** the mission's approach: steps in order, each with its number large in the corner */
  numbered: {
    card: "relative rounded-(--radius-card) border border-line bg-white p-8 shadow-(--shadow-card)",
    badge: "relative flex size-12 items-center justify-center rounded-full bg-brand-950 text-accent-300",
    icon: "size-6",
    title: "relative mt-6 text-h2 font-bold",
    text: "relative mt-3 leading-7 text-ink-muted",
  },
} as const;

/** Cards of an icon badge, a title and a sentence; the `numbered` look is an ordered list of steps. */
export function IconCardList({
  items,
  look,
  columns,
}: {
  items: readonly IconCard[];
  look: keyof typeof LOOKS;
  columns: 3 | 4;
}) {
  const style = LOOKS[look];
  const List = look === "numbered" ? "ol" : "ul";
  return (
    <List
      className={columns === 3 ? "mt-12 grid gap-6 md:grid-cols-3" : "mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"}
    >
      {items.map(({ icon: Icon, title, text }, i) => (
        <li key={title} className={style.card}>
          {look === "numbered" ? (
            <span aria-hidden="true" className="absolute top-6 right-7 font-display text-6xl font-bold text-brand-400">
              0{i + 1}
            </span>
          ) : null}
          <span className={style.badge}>
            <Icon aria-hidden="true" className={style.icon} />
          </span>
          <h3 className={style.title}>{title}</h3>
          <p className={style.text}>{text}</p>
        </li>
      ))}
    </List>
  );
}
