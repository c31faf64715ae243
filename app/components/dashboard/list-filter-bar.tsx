import { ArrowDownUp, Filter, Search } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, Input, Select } from "~/components/ui/input";
import type { ListFilters, ListSpec } from "~/domain/list-filters";

type ProjectOption = { id: string; title: string; clientName: string | null };

/** A choice that narrows the list to one of its owners (a client, a category), shown where the project one is. */
export type ListScope = {
  /** the query parameter ("client", "category") */
  name: string;
  label: string;
  /** the first option, e.g. "All Clients" */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  value: string;
};

/**
 * The filters and order of a long list: one GET form, so a filtered view is an address that can be
 * shared, reloaded and paged, and it works before JavaScript loads. Changing a filter starts again at page 1.
 * With JavaScript, a choice in a list (project, status, order) applies as soon as it is made.
 */
export function ListFilterBar({
  id,
  label,
  spec,
  filters,
  clearHref,
  isNarrowed,
  projects,
  projectId = "",
  scope,
  dateLabel = "Date",
  searchLabel = "Search",
  keep = {},
  summary,
  actions,
}: {
  /** prefixes the fields' ids */
  id: string;
  /** names the form for assistive technology, e.g. "Filter invoices" */
  label: string;
  spec: ListSpec;
  filters: ListFilters;
  clearHref: string;
  isNarrowed: boolean;
  /** a project choice, when the list spans projects */
  projects?: ProjectOption[];
  projectId?: string;
  /** another choice of owner instead of the project (a client, a category) */
  scope?: ListScope;
  /** what the date range is about ("Invoice date", "Created"); null when the list has no date range */
  dateLabel?: string | null;
  /** the search field's label, when the spec offers a search ("Title or text") */
  searchLabel?: string;
  /** other query parameters the form carries along (e.g. the open tab) */
  keep?: Record<string, string>;
  /** the count line ("1,204 invoices") */
  summary: ReactNode;
  /** links beside the count (Export CSV) */
  actions?: ReactNode;
}) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const location = useLocation();
  const form = useRef<HTMLFormElement>(null);
  // the fields start from what the list shows (their default values, which also serve a page without
  // JavaScript). After Clear, Back or a pager link they show it again, set in place: redrawing the form
  // would drop a choice made while the list was still loading the one before (a quick second choice then
  // submitted the older value). So they are set only when none of this form's submissions is still under
  // way: React may draw a finished navigation a moment late, after the next choice was already made and
  // submitted, and that late drawing must not put the older values back.
  const shown: Record<string, string> = {
    project: projectId,
    ...(scope ? { [scope.name]: scope.value } : {}),
    status: filters.status ?? "",
    sort: filters.sort || spec.sorts[0].value,
    q: filters.q ?? "",
    from: filters.from ?? "",
    to: filters.to ?? "",
  };
  const shownKey = JSON.stringify(shown);
  const idle = navigation.state === "idle";
  // what the fields were last set to: the server's page at first (a choice made before the page's script
  // ran stays, and is submitted once it has)
  const applied = useRef(shownKey);
  // this form's submissions not yet finished (the router settles each one, finished or overtaken)
  const inFlight = useRef(0);
  const [settled, setSettled] = useState(0);
  const send = (target: HTMLFormElement) => {
    inFlight.current += 1;
    void submit(target, { preventScrollReset: true }).finally(() => {
      inFlight.current -= 1;
      setSettled((n) => n + 1);
    });
  };
  const fill = (key: string) => {
    if (!form.current) return;
    applied.current = key;
    for (const [name, value] of Object.entries(JSON.parse(key) as Record<string, string>)) {
      const field = form.current.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = value;
    }
  };
  // A drawing can also be stale: the router's updates are drawn as transitions, so the redraw that follows a
  // submission's end may still show the list before it (the address has already moved on). Setting the
  // fields from that older list put a choice back to its old value just as the next one was made, which then
  // submitted it (CI lost the status this way). A drawing of an address the browser has left is skipped.
  // biome-ignore lint/correctness/useExhaustiveDependencies: settled re-runs the check once a submission ends
  useEffect(() => {
    if (!idle || inFlight.current > 0 || applied.current === shownKey) return;
    if (location.search !== window.location.search) return;
    fill(shownKey);
  }, [shownKey, idle, settled, location.search]);
  // Clear empties the fields at the click, not when the cleared list arrives: a choice made while it
  // loads (an order) then applies to the whole list, not to the filters being cleared
  const clearedKey = JSON.stringify(
    Object.fromEntries(Object.keys(shown).map((name) => [name, name === "sort" ? spec.sorts[0].value : ""])),
  );
  const scoped = Boolean(projects || scope);
  // the order shares the first row with the owner and the status; without a status it takes the
  // status's place too, or, alone, sits beside the search
  const sortSpan = spec.statuses
    ? scoped
      ? "md:col-span-3"
      : "md:col-span-6"
    : scoped
      ? "col-span-2 md:col-span-6"
      : "col-span-2 md:col-span-4";
  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <Form
        ref={form}
        method="get"
        role="search"
        aria-label={label}
        // with JavaScript a choice applies at once; dates wait for Apply (a typed date is a few key presses)
        onChange={(e) => {
          if (!(e.target instanceof HTMLSelectElement)) return;
          send(e.currentTarget);
        }}
        onSubmit={(e) => {
          e.preventDefault();
          send(e.currentTarget);
        }}
        className="grid grid-cols-2 items-end gap-3 md:grid-cols-12"
      >
        {Object.entries(keep).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        {projects ? (
          <Field
            id={`${id}-project`}
            label={
              <span className="flex items-center gap-1.5">
                <Filter aria-hidden="true" className="size-3.5 text-ink-subtle" />
                Project
              </span>
            }
            className="col-span-2 md:col-span-6"
          >
            <Select id={`${id}-project`} name="project" defaultValue={projectId}>
              <option value="">All Projects</option>
              {projects.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                  {p.clientName ? ` (${p.clientName})` : ""}
                </option>
              ))}
            </Select>
          </Field>
        ) : scope ? (
          <Field
            id={`${id}-${scope.name}`}
            label={
              <span className="flex items-center gap-1.5">
                <Filter aria-hidden="true" className="size-3.5 text-ink-subtle" />
                {scope.label}
              </span>
            }
            className="col-span-2 md:col-span-6"
          >
            <Select id={`${id}-${scope.name}`} name={scope.name} defaultValue={scope.value}>
              <option value="">{scope.allLabel}</option>
              {scope.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        {spec.statuses ? (
          <Field id={`${id}-status`} label="Status" className={scoped ? "md:col-span-3" : "md:col-span-6"}>
            <Select id={`${id}-status`} name="status" defaultValue={filters.status}>
              <option value="">Every status</option>
              {spec.statuses.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        <Field
          id={`${id}-sort`}
          className={sortSpan}
          label={
            <span className="flex items-center gap-1.5">
              <ArrowDownUp aria-hidden="true" className="size-3.5 text-ink-subtle" />
              Sort by
            </span>
          }
        >
          <Select id={`${id}-sort`} name="sort" defaultValue={filters.sort || spec.sorts[0].value}>
            {spec.sorts.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
        </Field>
        {spec.search ? (
          <Field
            id={`${id}-q`}
            className={dateLabel !== null ? "col-span-2 md:col-span-12" : "col-span-2 md:col-span-8"}
            label={
              <span className="flex items-center gap-1.5">
                <Search aria-hidden="true" className="size-3.5 text-ink-subtle" />
                {searchLabel}
              </span>
            }
          >
            <Input id={`${id}-q`} name="q" type="search" defaultValue={filters.q ?? ""} maxLength={80} />
          </Field>
        ) : null}
        {dateLabel !== null ? (
          <>
            <Field id={`${id}-from`} label={`${dateLabel} from`} className="md:col-span-4">
              <Input id={`${id}-from`} name="from" type="date" defaultValue={filters.from} />
            </Field>
            <Field id={`${id}-to`} label={`${dateLabel} to`} className="md:col-span-4">
              <Input id={`${id}-to`} name="to" type="date" defaultValue={filters.to} />
            </Field>
          </>
        ) : null}
        <div className="col-span-2 flex gap-2 md:col-span-4">
          <Button type="submit">Apply</Button>
          {isNarrowed || filters.sort ? (
            <Button asChild variant="ghost">
              <Link to={clearHref} onClick={() => fill(clearedKey)}>
                Clear
              </Link>
            </Button>
          ) : null}
        </div>
      </Form>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
        <p className="text-sm text-ink-muted" aria-live="polite">
          {summary}
        </p>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </Card>
  );
}
