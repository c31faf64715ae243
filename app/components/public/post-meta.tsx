import { CalendarDays, Clock } from "lucide-react";
import { formatLongDate } from "~/domain/public-format";
import { formatReadingTime } from "~/domain/reading-time";
import { cn } from "~/lib/utils";

/** A category badge in the category colour, readable whatever the colour (the text stays ink). */
export function CategoryBadge({
  category,
  className,
}: {
  category: { name: string; color: string };
  className?: string;
}) {
  const color = /^#[0-9a-f]{6}$/i.test(category.color) ? category.color : "#4f46e5";
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full bg-white px-2.5 py-1 text-xs font-semibold text-ink shadow-sm ring-1 ring-inset",
        className,
      )}
      style={{
        backgroundColor: `color-mix(in oklab, ${color} 12%, white)`,
        ["--tw-ring-color" as string]: `${color}55`,
      }}
    >
      <span className="size-2 rounded-full" style={{ backgroundColor: color }} aria-hidden="true" />
      {category.name}
    </span>
  );
}

/** A post's date and reading time, each after its icon (the card's are smaller than the article's). */
export function PostDateAndTime({
  post,
  iconClassName,
}: {
  post: { createdAt: string; readingMinutes: number };
  iconClassName: string;
}) {
  return (
    <>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className={iconClassName} />
        <time dateTime={post.createdAt}>{formatLongDate(post.createdAt)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className={iconClassName} />
        {formatReadingTime(post.readingMinutes)}
      </span>
    </>
  );
}
