import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { keysetHref, type PageInfo, pageHref } from "~/domain/pagination";
import { cn } from "~/lib/utils";
import { buttonVariants } from "./button";

/**
 * Previous / "Page X of Y" / Next for a list shown one page at a time. Plain links that keep the
 * other query parameters, so it works before JavaScript loads; nothing is shown for a single page.
 */
export function Pager({
  info,
  label,
  param = "page",
  className,
  preventScrollReset = false,
}: {
  info: Pick<PageInfo, "page" | "pageCount">;
  /** names the list for assistive technology, e.g. "Sprint pages" */
  label: string;
  /** the query parameter that holds the page number */
  param?: string;
  className?: string;
  /** keep the scroll position (a list in the middle of a screen) instead of going to the top */
  preventScrollReset?: boolean;
}) {
  const { search } = useLocation();
  if (info.pageCount <= 1) return null;
  const { page, pageCount } = info;
  const step = (to: number, rel: "prev" | "next", text: string) => {
    const icon =
      rel === "prev" ? <ChevronLeft aria-hidden="true" /> : <ChevronRight aria-hidden="true" className="order-last" />;
    const look = buttonVariants({ variant: "secondary", size: "sm" });
    if (to < 1 || to > pageCount) {
      return (
        <span aria-disabled="true" className={cn(look, "pointer-events-none opacity-50")}>
          {icon}
          {text}
        </span>
      );
    }
    return (
      <Link
        to={pageHref(search, to, param)}
        rel={rel}
        preventScrollReset={preventScrollReset}
        aria-label={`${text} page, page ${to} of ${pageCount}`}
        className={look}
      >
        {icon}
        {text}
      </Link>
    );
  };
  return (
    <nav aria-label={label} className={cn("flex items-center justify-between gap-3", className)}>
      {step(page - 1, "prev", "Previous")}
      <p className="text-sm text-ink-muted tabular-nums">
        Page {page} of {pageCount}
      </p>
      {step(page + 1, "next", "Next")}
    </nav>
  );
}

/**
 * Newer / Older for a long list read by keyset (newest first, `?before=` / `?after=` a row's cursor):
 * the same look as Pager, plain links that keep the other query parameters; an end of the list shows
 * its step dimmed, and nothing is shown when the list fits one page.
 */
export function CursorPager({
  newer,
  older,
  label,
  className,
}: {
  /** the cursor of the first row shown when newer rows exist, else null */
  newer: string | null;
  /** the cursor of the last row shown when older rows exist, else null */
  older: string | null;
  label: string;
  className?: string;
}) {
  const { search } = useLocation();
  if (!newer && !older) return null;
  const look = buttonVariants({ variant: "secondary", size: "sm" });
  const step = (href: string | null, rel: "prev" | "next", text: string) => {
    const icon =
      rel === "prev" ? <ChevronLeft aria-hidden="true" /> : <ChevronRight aria-hidden="true" className="order-last" />;
    const words = (
      <>
        {text}
        <span className="sr-only"> entries</span>
      </>
    );
    if (!href) {
      return (
        <span aria-disabled="true" className={cn(look, "pointer-events-none opacity-50")}>
          {icon}
          {words}
        </span>
      );
    }
    return (
      <Link to={href} rel={rel} className={look}>
        {icon}
        {words}
      </Link>
    );
  };
  return (
    <nav aria-label={label} className={cn("flex items-center justify-between gap-3", className)}>
      {step(newer ? keysetHref(search, { after: newer }) : null, "prev", "Newer")}
      <p className="text-sm text-ink-muted">Newest first</p>
      {step(older ? keysetHref(search, { before: older }) : null, "next", "Older")}
    </nav>
  );
}
