import type * as React from "react";
import { Link } from "react-router";
import { BLOG_FALLBACK_IMAGE, Img, PROJECT_FALLBACK_IMAGE } from "./image";

/** The picture of each kind of card: the file shown when there is none, and its height at 1600 wide. */
const COVERS = {
  blog: { fallback: BLOG_FALLBACK_IMAGE, height: 900 },
  project: { fallback: PROJECT_FALLBACK_IMAGE, height: 1000 },
};

/**
 * A card of a list of posts or projects: the picture on top (its box, `coverClassName`, also holds the
 * badges) zooms a little and the card lifts while hovered; the title's CardTitleLink makes the whole
 * card one link.
 */
export function LinkCard({
  kind,
  image,
  sizes,
  priority,
  coverClassName,
  badges,
  children,
}: {
  kind: keyof typeof COVERS;
  image: string | null;
  sizes: string;
  priority?: boolean;
  coverClassName: string;
  badges: React.ReactNode;
  children: React.ReactNode;
}) {
  const { fallback, height } = COVERS[kind];
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-line bg-white shadow-(--shadow-card) transition duration-300 hover:-translate-y-1 hover:shadow-(--shadow-lift) motion-reduce:hover:translate-y-0">
      <div className={coverClassName}>
        <Img
          src={image || fallback}
          fallback={fallback}
          alt=""
          width={1600}
          height={height}
          sizes={sizes}
          priority={priority}
          className="size-full object-cover transition duration-500 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
        />
        {badges}
      </div>
      <div className="flex flex-1 flex-col p-6">{children}</div>
    </article>
  );
}

/** The link in a card's title; it stretches over the whole card, so its focus ring outlines the card. */
export function CardTitleLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none after:focus-visible:rounded-(--radius-card) after:focus-visible:outline-3 after:focus-visible:outline-brand-500"
    >
      {children}
    </Link>
  );
}
