import { useEffect, useState } from "react";
import { DATE_TIME_PARTS, formatDateTime } from "~/domain/format";

/**
 * A moment shown in the viewer's own time zone. The server does not know that zone, so the page first
 * shows the time in UTC (and says so); once the page is hydrated the browser shows its local time.
 * The first browser render repeats the server's text, so hydration never disagrees.
 */
export function LocalTime({ value, className }: { value: Date | string; className?: string }) {
  const date = new Date(value);
  const [local, setLocal] = useState<string | null>(null);
  const valid = !Number.isNaN(date.getTime());
  const time = valid ? date.getTime() : Number.NaN;
  useEffect(() => {
    if (Number.isNaN(time)) return;
    setLocal(new Intl.DateTimeFormat("en-US", DATE_TIME_PARTS).format(new Date(time)));
  }, [time]);
  if (!valid) return null;
  return (
    <time dateTime={date.toISOString()} className={className} data-local={local ? "true" : undefined}>
      {local ?? formatDateTime(date)}
    </time>
  );
}
