import { Star } from "lucide-react";
import { cn } from "~/lib/utils";

export const STARS = [1, 2, 3, 4, 5] as const;
export const starTone = (isOn: boolean) =>
  isOn ? "fill-accent-400 text-accent-400" : "fill-transparent text-line-strong";

/** 1 to 5 filled stars out of 5, read as "Rated N out of 5". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const value = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className={cn("inline-flex items-center gap-0.5", className)}>
      <span className="sr-only">Rated {value} out of 5</span>
      {STARS.map((n) => (
        <Star key={n} aria-hidden="true" className={cn("size-4", starTone(n <= value))} />
      ))}
    </span>
  );
}
