import type * as React from "react";
import { cn } from "~/lib/utils";

/** The dark, quietly decorated header band of the interior public pages. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  className,
}: {
  eyebrow: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("relative isolate overflow-hidden bg-brand-950 text-white", className)}>
      <HeroBackdrop />
      <div className="container-page relative pt-14 pb-20 md:pt-20 md:pb-24">
        <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-semibold tracking-wide text-accent-300 uppercase">
          <span className="size-1.5 rounded-full bg-accent-400" aria-hidden="true" />
          {eyebrow}
        </p>
        <h1 className="mt-5 max-w-4xl text-display font-bold text-white">{title}</h1>
        {lead ? <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-100">{lead}</p> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </section>
  );
}

/** Soft light and a faint grid behind dark bands. Pure CSS: nothing to download. */
export function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute -top-40 -right-32 size-[36rem] rounded-full bg-brand-500/30 blur-3xl" />
      <div className="absolute -bottom-48 -left-24 size-[30rem] rounded-full bg-accent-400/10 blur-3xl" />
      <svg
        className="absolute top-1/2 right-[-8rem] hidden size-[44rem] -translate-y-1/2 text-white lg:block"
        viewBox="0 0 400 400"
        fill="none"
      >
        <circle cx="200" cy="200" r="90" stroke="currentColor" strokeOpacity=".10" />
        <circle cx="200" cy="200" r="140" stroke="currentColor" strokeOpacity=".08" strokeDasharray="2 6" />
        <circle cx="200" cy="200" r="190" stroke="currentColor" strokeOpacity=".06" />
        <circle cx="290" cy="200" r="5" className="fill-accent-400" />
        <circle cx="101" cy="101" r="3.5" fill="currentColor" fillOpacity=".5" />
        <circle cx="200" cy="10" r="3" fill="currentColor" fillOpacity=".35" />
        <circle cx="200" cy="200" r="36" className="fill-brand-500" fillOpacity=".25" />
      </svg>
      <div
        className="absolute inset-0 opacity-[0.07]"
        style={{
          backgroundImage:
            "linear-gradient(to right, white 1px, transparent 1px), linear-gradient(to bottom, white 1px, transparent 1px)",
          backgroundSize: "56px 56px",
          maskImage: "radial-gradient(ellipse at 70% 20%, black 20%, transparent 70%)",
        }}
      />
    </div>
  );
}

/** Eyebrow, heading and lead of a page section. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  align = "left",
  id,
  className,
  children,
}: {
  eyebrow?: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  align?: "left" | "center";
  id?: string;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div
      className={cn(
        "flex flex-col gap-6 md:flex-row md:items-end md:justify-between",
        align === "center" && "items-center text-center md:flex-col md:items-center",
        className,
      )}
    >
      <div className={cn("max-w-2xl", align === "center" && "mx-auto")}>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h2 id={id} className="mt-3 text-h1 font-bold">
          {title}
        </h2>
        {lead ? <p className="mt-4 text-lg leading-8 text-ink-muted">{lead}</p> : null}
      </div>
      {children ? <div className="shrink-0">{children}</div> : null}
    </div>
  );
}
