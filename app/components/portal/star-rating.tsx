import { Star } from "lucide-react";
import { useState } from "react";
import { RATING_MAX } from "~/domain/schemas/portal";
import { cn } from "~/lib/utils";

/**
 * 1 to 5 stars as a native radio group: arrow keys move between stars, Space selects, and the
 * value posts with the form before JavaScript loads.
 */
export function StarRating({
  name,
  idPrefix,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  name: string;
  idPrefix: string;
  value: number;
  onChange: (value: number) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value;
  return (
    <fieldset aria-invalid={invalid || undefined} aria-describedby={describedBy} onMouseLeave={() => setHover(null)}>
      <legend className="text-sm font-medium text-ink">Rating</legend>
      <div className="mt-1.5 flex flex-wrap items-center gap-x-1 gap-y-1">
        {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((n) => (
          <label
            key={n}
            htmlFor={`${idPrefix}-${n}`}
            onMouseEnter={() => setHover(n)}
            className="grid size-10 cursor-pointer place-items-center rounded-lg transition-transform hover:scale-110 has-focus-visible:outline-3 has-focus-visible:outline-offset-1 has-focus-visible:outline-brand-500 motion-reduce:hover:scale-100"
          >
            <input
              id={`${idPrefix}-${n}`}
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                "size-7 transition-colors",
                n <= shown ? "fill-accent-400 text-accent-500" : "fill-transparent text-line-strong",
              )}
            />
            <span className="sr-only">
              {n} {n === 1 ? "star" : "stars"}
            </span>
          </label>
        ))}
        <span className="w-full text-sm text-ink-muted sm:ml-2 sm:w-auto" aria-hidden="true">
          {value > 0 ? `${value} of ${RATING_MAX}` : "Choose a rating"}
        </span>
      </div>
    </fieldset>
  );
}
