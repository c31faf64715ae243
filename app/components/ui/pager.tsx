import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
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
  const step = (to: number, rel: "prev" | "next", text: string) => (
    <PagerStep
      href={to < 1 || to > pageCount ? null : pageHref(search, to, param)}
      rel={rel}
      text={text}
      name={`${text} page, page ${to} of ${pageCount}`}
      preventScrollReset={preventScrollReset}
    />
  );
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

/** A step of a keyset pager: the query values its link sets (none for the list's top), or null when there is no such page. */
export type PageStep = Record<string, string> | null;

/**
 * Previous / where the page sits / Next for a list read one page at a time from a place in it (keyset
 * paging: `?after=…`, `?before=…`), looking as `Pager` does. Plain links that keep the other query
 * parameters and replace the list's own (`params`), so it works before JavaScript loads; nothing is
 * shown when there is no other page.
 */
export function KeysetPager({
  label,
  params,
  previous,
  next,
  status,
  previousText = "Previous",
  nextText = "Next",
  previousLabel,
  nextLabel,
  className,
  preventScrollReset = false,
}: {
  /** names the list for assistive technology, e.g. "File pages" */
  label: string;
  /** every query parameter that holds the list's place; a step's link drops them, then sets its own */
  params: readonly string[];
  previous: PageStep;
  next: PageStep;
  /** where the page sits, e.g. "Files 26–50 of 130" (optional) */
  status?: ReactNode;
  previousText?: string;
  nextText?: string;
  /** the links' accessible names, starting with their visible text ("Previous page of files") */
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
  preventScrollReset?: boolean;
}) {
  const { search } = useLocation();
  if (!previous && !next) return null;
  const step = (to: PageStep, rel: "prev" | "next", text: string, name: string | undefined) => (
    <PagerStep
      href={to ? keysetHref(search, params, to) : null}
      rel={rel}
      text={text}
      name={name}
      preventScrollReset={preventScrollReset}
    />
  );
  return (
    <nav aria-label={label} className={cn("flex items-center justify-between gap-3", className)}>
      {step(previous, "prev", previousText, previousLabel)}
      {status ? <p className="text-center text-sm text-ink-muted tabular-nums">{status}</p> : null}
      {step(next, "next", nextText, nextLabel)}
    </nav>
  );
}

/** One step of a pager: a link styled as a small secondary button, or the same dimmed when there is no such page. */
function PagerStep({
  href,
  rel,
  text,
  name,
  preventScrollReset,
}: {
  href: string | null;
  rel: "prev" | "next";
  text: string;
  /** the link's accessible name, starting with its visible text */
  name: string | undefined;
  preventScrollReset: boolean;
}) {
  const icon =
    rel === "prev" ? <ChevronLeft aria-hidden="true" /> : <ChevronRight aria-hidden="true" className="order-last" />;
  const look = buttonVariants({ variant: "secondary", size: "sm" });
  if (!href) {
    return (
      <span aria-disabled="true" className={cn(look, "pointer-events-none opacity-50")}>
        {icon}
        {text}
      </span>
    );
  }
  return (
    <Link to={href} rel={rel} preventScrollReset={preventScrollReset} aria-label={name} className={look}>
      {icon}
      {text}
    </Link>
  );
}
