import { Star } from "lucide-react";
import { cn } from "~/lib/utils";

/** 1 to 5 filled stars out of 5, read as "Rated N out of 5". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const value = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} className={cn("inline-flex gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn("size-4", i <= value ? "fill-accent-400 text-accent-400" : "fill-transparent text-line-strong")}
        />
      ))}
    </span>
  );
}
