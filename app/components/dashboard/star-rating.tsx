import { Star } from "lucide-react";
import { useState } from "react";
import { cn } from "~/lib/utils";

/** Read-only stars with the rating spoken as text. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-0.5", className)}>
      <span className="sr-only">Rated {rating} out of 5</span>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn("size-4", n <= rating ? "fill-accent-400 text-accent-400" : "fill-line text-line")}
        />
      ))}
    </span>
  );
}

/** A 1-5 star rating, default 5: native radio buttons drawn as stars (arrow keys work). */
export function StarRatingInput({
  name,
  label,
  defaultValue = 5,
  error,
}: {
  name: string;
  label: string;
  defaultValue?: number;
  error?: string;
}) {
  const [value, setValue] = useState(defaultValue);
  const shown = value;
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      <div className="flex items-center gap-3">
        <div className="flex">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500"
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => setValue(n)}
                className="sr-only"
              />
              <span className="sr-only">
                {n} {n === 1 ? "star" : "stars"}
              </span>
              <Star
                aria-hidden="true"
                className={cn(
                  "size-7 transition-colors",
                  n <= shown ? "fill-accent-400 text-accent-400" : "fill-surface-sunken text-line-strong",
                )}
              />
            </label>
          ))}
        </div>
        <span className="text-sm font-medium text-ink-muted" aria-hidden="true">
          {value} / 5
        </span>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
