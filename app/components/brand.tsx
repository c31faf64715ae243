import { Link } from "react-router";
import { cn } from "~/lib/utils";

export const SITE_NAME = "Lumen Studio";

export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <Link
      to="/"
      className={cn("inline-flex items-center gap-2.5 rounded-md", className)}
      aria-label={`${SITE_NAME} home`}
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="9" className="fill-brand-600" />
        <path
          d="M9 8v16h14"
          stroke="white"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
        <circle cx="21.5" cy="11.5" r="3.2" className="fill-accent-400" />
      </svg>
      <span className={cn("font-display text-lg font-bold tracking-tight", inverse ? "text-white" : "text-ink")}>
        Lumen<span className="text-brand-600">.</span>
      </span>
    </Link>
  );
}
