import { ChevronDown } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";

const LINKS = [
  { to: "/mission", label: "Our Mission", text: "Why we exist and how we work" },
  { to: "/team", label: "Meet the Team", text: "The people behind the work" },
  { to: "/projects", label: "Our Projects", text: "Case studies from our portfolio" },
] as const;

/**
 * About: a dropdown linking to /mission, /team and /projects. A native disclosure, so it opens
 * without JavaScript; with it, Escape and a click outside close it.
 */
export function ExploreMenu({ label = "Learn more about us" }: { label?: string }) {
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && details.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    details.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      details.removeEventListener("keydown", onKey);
    };
  }, []);

  return (
    <details ref={ref} className="group relative inline-block">
      <summary className="inline-flex h-12 cursor-pointer list-none items-center gap-2 rounded-full bg-white px-6 text-base font-semibold text-brand-900 shadow-sm transition-colors select-none hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        {label}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="absolute left-0 z-30 mt-2 w-72 origin-top-left animate-fade-up rounded-2xl border border-line bg-white p-2 text-ink shadow-(--shadow-lift) motion-reduce:animate-none">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="block rounded-xl px-4 py-3 transition-colors hover:bg-brand-50 focus-visible:outline-offset-0"
            >
              <span className="block font-semibold">{link.label}</span>
              <span className="block text-sm text-ink-muted">{link.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
