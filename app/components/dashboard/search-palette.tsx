import { Search } from "lucide-react";
import { Dialog as D } from "radix-ui";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { Spinner } from "~/components/ui/card";
import { KIND_LABEL, type SearchKind } from "~/domain/search";

type Group = { kind: SearchKind; hits: { id: string; title: string; detail: string | null; href: string }[] };

/** Search results grouped by kind: each group a titled list of links to where the record is handled. */
export function SearchResults({ groups, onPick }: { groups: Group[]; onPick?: () => void }) {
  return (
    <div className="grid gap-6">
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`results-${group.kind.replace(" ", "-")}`}>
          <h2
            id={`results-${group.kind.replace(" ", "-")}`}
            className="mb-2 text-xs font-semibold tracking-wider text-ink-muted uppercase"
          >
            {KIND_LABEL[group.kind]}
          </h2>
          <ul className="divide-y divide-line overflow-hidden rounded-xl bg-white ring-1 ring-line">
            {group.hits.map((hit) => (
              <li key={`${group.kind}-${hit.id}`}>
                <Link
                  to={hit.href}
                  onClick={onPick}
                  className="block px-4 py-3 hover:bg-surface-sunken focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
                >
                  <span className="block font-medium [overflow-wrap:anywhere] text-ink">{hit.title}</span>
                  {hit.detail ? (
                    <span className="mt-0.5 line-clamp-1 block text-sm [overflow-wrap:anywhere] text-ink-muted">
                      {hit.detail}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * The command palette: Ctrl/Cmd+K (or the header's Search button) opens it; results load as one types,
 * from the search page's own loader; Enter opens the full search page. Without JavaScript the header's
 * Search is a plain link to that page.
 */
export function SearchPalette() {
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState("");
  const fetcher = useFetcher<{ q: string; groups: Group[] }>();
  const navigate = useNavigate();
  const inputId = useId();
  // where focus goes back on close: the link, or what had it when Ctrl+K opened the search (the link is
  // a plain link, not the dialog's trigger, which would make it an <a type="button">: invalid HTML)
  const openedFrom = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setOpen(true);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // a short pause after the last keystroke, then one request
  const { load } = fetcher;
  useEffect(() => {
    if (!open || q.trim() === "") return;
    const timer = setTimeout(() => load(`/dashboard/search?q=${encodeURIComponent(q)}`), 150);
    return () => clearTimeout(timer);
  }, [q, open, load]);

  const groups = q.trim() && fetcher.data?.q === q ? fetcher.data.groups : [];
  const close = () => setOpen(false);
  return (
    <D.Root open={open} onOpenChange={setOpen}>
      <Link
        to="/dashboard/search"
        onClick={(event) => {
          event.preventDefault();
          openedFrom.current = event.currentTarget;
          setOpen(true);
        }}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="inline-flex h-8 items-center gap-2 rounded-full px-3 text-sm font-semibold text-ink-muted ring-1 ring-line ring-inset hover:bg-surface-sunken hover:text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        aria-keyshortcuts="Control+K Meta+K"
      >
        <Search className="size-4" aria-hidden="true" />
        {/* the name is the visible text (WCAG 2.5.3); on a phone, where only the icon shows, it is read alone */}
        <span className="sr-only sm:not-sr-only">Search</span>
        <kbd className="hidden rounded px-1.5 font-sans text-xs text-ink-muted ring-1 ring-line lg:inline">Ctrl K</kbd>
      </Link>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-ink/45 motion-safe:animate-in motion-safe:fade-in" />
        <D.Content
          className="fixed inset-x-3 top-[8vh] z-50 mx-auto flex max-h-[80vh] max-w-2xl flex-col overflow-hidden rounded-2xl bg-surface-sunken shadow-2xl ring-1 ring-line"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            openedFrom.current?.focus();
          }}
        >
          <D.Title className="sr-only">Search the dashboard</D.Title>
          <form
            className="flex items-center gap-3 border-b border-line bg-white px-4"
            onSubmit={(event) => {
              event.preventDefault();
              close();
              navigate(`/dashboard/search?q=${encodeURIComponent(q)}`);
            }}
          >
            <Search className="size-5 shrink-0 text-ink-subtle" aria-hidden="true" />
            <label htmlFor={inputId} className="sr-only">
              Search the dashboard
            </label>
            <input
              id={inputId}
              type="search"
              value={q}
              onChange={(event) => setQ(event.target.value)}
              placeholder="Search projects, tickets, invoices, people…"
              className="h-14 w-full bg-transparent text-base outline-none placeholder:text-ink-subtle"
              autoComplete="off"
            />
            {fetcher.state !== "idle" ? <Spinner label="Searching" /> : null}
          </form>
          <div className="overflow-y-auto p-4" aria-live="polite">
            {q.trim() === "" ? (
              <p className="py-6 text-center text-sm text-ink-muted">Type a name, a number or a word.</p>
            ) : groups.length > 0 ? (
              <SearchResults groups={groups} onPick={close} />
            ) : fetcher.state === "idle" && fetcher.data?.q === q ? (
              <p className="py-6 text-center text-sm text-ink-muted">Nothing found for “{q}”.</p>
            ) : null}
          </div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
