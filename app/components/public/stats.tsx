import { useEffect, useRef, useState } from "react";
import { COUNT_UP_MS, countUpValue, type PublicStats } from "~/domain/public-stats";
import { cn } from "~/lib/utils";

/**
 * A number that counts up over 2000 ms once scrolled into view.
 * The server HTML and screen readers get the final value; with prefers-reduced-motion it simply stays there.
 */
export function CountUp({ value, suffix = "" }: { value: number; suffix?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);

  useEffect(() => {
    const el = ref.current;
    if (!el || value <= 0) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || !("IntersectionObserver" in window)) return;
    let frame = 0;
    setShown(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const elapsed = now - start;
          setShown(countUpValue(value, elapsed, COUNT_UP_MS));
          if (elapsed < COUNT_UP_MS) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.5 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      setShown(value);
    };
  }, [value]);

  return (
    <>
      <span ref={ref} aria-hidden="true" data-value={value} className="tabular-nums">
        {shown}
        {suffix}
      </span>
      <span className="sr-only">
        {value}
        {suffix}
      </span>
    </>
  );
}

const STAT_LABELS = [
  { key: "happyClients", label: "Happy Clients", testId: "happy-clients" },
  { key: "yearsExperience", label: "Years Experience", testId: "years-experience" },
  { key: "projectsInOurCare", label: "Projects Under Our Care", testId: "projects-in-care" },
] as const;

/** Happy Clients, Years Experience, Projects Under Our Care. */
export function StatsList({
  stats,
  tone = "light",
  className,
}: {
  stats: PublicStats;
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <dl className={cn("grid gap-px overflow-hidden rounded-(--radius-card) sm:grid-cols-3", className)}>
      {STAT_LABELS.map((s) => (
        <div
          key={s.key}
          data-stat={s.testId}
          className={cn(
            "flex flex-col-reverse gap-1 px-6 py-7 text-center sm:px-8",
            tone === "light" ? "bg-white" : "bg-white/5",
          )}
        >
          <dt className={cn("text-sm font-medium", tone === "light" ? "text-ink-muted" : "text-brand-200")}>
            {s.label}
          </dt>
          <dd
            className={cn(
              "font-display text-5xl font-bold tracking-tight",
              tone === "light" ? "text-brand-700" : "text-white",
            )}
          >
            <CountUp value={stats[s.key]} suffix={s.key === "projectsInOurCare" ? "" : "+"} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The studio's figures as a band of their own, drawn up over the hero above it (`className` says how far). */
export function StatsBand({ stats, className }: { stats: PublicStats; className: string }) {
  return (
    <section aria-label="Studio in numbers" className={`relative z-10 ${className}`}>
      <div className="container-page">
        <StatsList stats={stats} className="border border-line bg-line shadow-(--shadow-lift)" />
      </div>
    </section>
  );
}
