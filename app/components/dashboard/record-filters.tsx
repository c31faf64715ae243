import { ListFilterBar, type ListScope } from "~/components/dashboard/list-filter-bar";
import { isNarrowed, type ListFilters, type ListSpec } from "~/domain/list-filters";

/**
 * What a content screen (RecordScreen) gives its `filters` slot: the one filter bar, with a search and
 * no date range, shown while there is any record at all; "No {things} match these filters" when a narrowed
 * page is empty; the header counting every record.
 */
export function recordFilters({
  id,
  things,
  spec,
  filters,
  all,
  total,
  scope,
  searchLabel,
}: {
  /** the screen's path under /dashboard ("faqs"), also the fields' id prefix */
  id: string;
  /** the records' name, one and many ("FAQ", "FAQs") */
  things: readonly [string, string];
  spec: ListSpec;
  filters: ListFilters;
  /** every record, whatever the filters */
  all: number;
  /** the records the filters keep */
  total: number;
  scope?: ListScope;
  searchLabel?: string;
}) {
  const narrowed = isNarrowed(filters, scope ? { [scope.name]: scope.value } : {});
  return {
    isNarrowed: narrowed,
    total: all,
    emptyTitle: `No ${things[1]} match these filters`,
    bar:
      all > 0 ? (
        <ListFilterBar
          id={id}
          label={`Filter ${things[1]}`}
          spec={spec}
          filters={filters}
          isNarrowed={narrowed}
          clearHref={`/dashboard/${id}`}
          scope={scope}
          searchLabel={searchLabel}
          dateLabel={null}
          summary={
            <>
              {total.toLocaleString("en-US")} {total === 1 ? things[0] : things[1]}
            </>
          }
        />
      ) : null,
  };
}
