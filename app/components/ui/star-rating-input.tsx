import { Star } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "~/lib/utils";
import { STARS, starTone } from "./stars";

/**
 * A 1-5 star rating as a native radio group: arrow keys move between stars, Space selects, and the
 * value posts with the form before JavaScript loads. `defaultValue` 0 starts with no star chosen.
 */
export function StarRatingInput({
  name,
  label = "Rating",
  defaultValue = 5,
  error,
}: {
  name: string;
  label?: string;
  defaultValue?: number;
  error?: string;
}) {
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value;
  return (
    <fieldset
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onMouseLeave={() => setHover(null)}
    >
      <legend className="text-sm font-medium text-ink">{label}</legend>
      <div className="mt-1.5 flex flex-wrap items-center gap-1">
        {STARS.map((n) => (
          <label
            key={n}
            onMouseEnter={() => setHover(n)}
            className="grid size-10 cursor-pointer place-items-center rounded-lg transition-transform hover:scale-110 has-focus-visible:outline-3 has-focus-visible:outline-offset-1 has-focus-visible:outline-brand-500 motion-reduce:hover:scale-100"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => setValue(n)}
              className="sr-only"
            />
            <Star aria-hidden="true" className={cn("size-7 transition-colors", starTone(n <= shown))} />
            <span className="sr-only">
              {n} {n === 1 ? "star" : "stars"}
            </span>
          </label>
        ))}
        <span className="w-full text-sm text-ink-muted sm:ml-2 sm:w-auto" aria-hidden="true">
          {value > 0 ? `${value} of 5` : "Choose a rating"}
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
