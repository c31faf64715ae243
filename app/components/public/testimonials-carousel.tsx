import { ChevronLeft, ChevronRight, Pause, Play, Quote } from "lucide-react";
import type * as React from "react";
import { useEffect, useId, useState } from "react";
import { Avatar } from "~/components/ui/avatar";
import { Stars } from "~/components/ui/stars";
import type { TestimonialCard } from "~/data/public/testimonials.server";
import { cn } from "~/lib/utils";
import { onArrowKeys } from "./arrow-keys";

export const CAROUSEL_INTERVAL_MS = 6000;

/**
 * Home: the testimonials carousel (at most 6, newest first). Follows the WAI-ARIA carousel pattern:
 * previous/next and per-slide buttons, arrow keys, a pause button; it rotates on its own only without
 * prefers-reduced-motion, and pauses while hovered or focused.
 */
export function TestimonialsCarousel({ items }: { items: TestimonialCard[] }) {
  const count = items.length;
  const [index, setIndex] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const [canAnimate, setCanAnimate] = useState(false);
  const id = useId();

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setCanAnimate(!query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  const isRotating = canAnimate && !isPaused && !isHovered && !hasFocus && count > 1;

  useEffect(() => {
    if (!isRotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [isRotating, count]);

  if (count === 0) return null;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Client testimonials"
      data-rotating={isRotating}
      className="relative"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocus(false);
      }}
      onKeyDown={onArrowKeys((by) => go(index + by))}
    >
      <div
        id={`${id}-slides`}
        aria-live={isRotating ? "off" : "polite"}
        className="grid rounded-[1.75rem] bg-white p-8 text-ink shadow-(--shadow-lift) sm:p-12"
      >
        {items.map((t, i) => {
          const isActive = i === index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a slide is a group
            <div
              key={t.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={!isActive}
              inert={!isActive}
              data-active={isActive}
              className={cn(
                "col-start-1 row-start-1 flex flex-col transition-all duration-500 ease-out motion-reduce:transition-none",
                isActive ? "visible translate-x-0 opacity-100" : "invisible translate-x-4 opacity-0",
              )}
            >
              {/* the quote and who said it; the slide around it is the carousel's group */}
              <figure className="flex flex-1 flex-col">
                <div className="flex items-center justify-between gap-4">
                  <Quote aria-hidden="true" className="size-10 fill-brand-100 text-brand-200" />
                  <Stars rating={t.rating} />
                </div>
                <blockquote className="mt-6 flex-1">
                  <p className="font-display text-xl leading-snug font-medium text-ink sm:text-2xl">“{t.text}”</p>
                </blockquote>
                <figcaption className="mt-8 flex items-center gap-4">
                  <Avatar name={t.clientName} src={t.clientImageUrl} size="lg" className="ring-4 ring-brand-50" />
                  <span>
                    <span className="block font-semibold text-ink">{t.clientName}</span>
                    <span className="block text-sm text-ink-muted">
                      {[t.clientTitle, t.clientCompany].filter(Boolean).join(", ")}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </div>
          );
        })}
      </div>

      {count > 1 ? (
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          <div className="flex items-center gap-2">
            {items.map((t, i) => (
              <button
                key={t.id}
                type="button"
                aria-controls={`${id}-slides`}
                aria-current={i === index ? "true" : undefined}
                aria-label={`Show testimonial ${i + 1} of ${count}`}
                onClick={() => go(i)}
                className="group/dot flex size-8 items-center justify-center rounded-full"
              >
                <span
                  className={cn(
                    "block h-2 rounded-full transition-all duration-300",
                    i === index ? "w-7 bg-accent-400" : "w-2 bg-white/40 group-hover/dot:bg-white/70",
                  )}
                />
              </button>
            ))}
          </div>
          <div className="flex items-center gap-2">
            <CarouselButton
              label={isPaused ? "Start automatic slide show" : "Stop automatic slide show"}
              onClick={() => setIsPaused((p) => !p)}
              className={cn(!canAnimate && "hidden")}
            >
              {isPaused ? <Play /> : <Pause />}
            </CarouselButton>
            <CarouselButton label="Previous testimonial" controls={`${id}-slides`} onClick={() => go(index - 1)}>
              <ChevronLeft />
            </CarouselButton>
            <CarouselButton label="Next testimonial" controls={`${id}-slides`} onClick={() => go(index + 1)}>
              <ChevronRight />
            </CarouselButton>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function CarouselButton({
  label,
  controls,
  onClick,
  className,
  children,
}: {
  label: string;
  controls?: string;
  onClick: () => void;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
      className={cn(
        "flex size-11 items-center justify-center rounded-full text-white ring-1 ring-white/25 transition-colors ring-inset hover:bg-white hover:text-brand-900 [&_svg]:size-5",
        className,
      )}
    >
      {children}
    </button>
  );
}
