import { Filter } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Label, Select } from "~/components/ui/input";

/**
 * The project filter ('All Projects' first). A GET form: it changes the URL, so a
 * filtered view can be shared and reloaded; with JavaScript it applies as soon as it changes.
 */
export function ProjectFilter({
  projects,
  value,
  keep = {},
}: {
  projects: { id: string; title: string; clientName: string | null }[];
  value: string;
  /** other query parameters to keep (e.g. the open tab) */
  keep?: Record<string, string>;
}) {
  const submit = useSubmit();
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter by project"
      className="flex w-full flex-wrap items-end gap-2 sm:w-auto"
      onChange={(e) => submit(e.currentTarget, { preventScrollReset: true, replace: true })}
    >
      {Object.entries(keep).map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <div className="grid w-full gap-1.5 sm:w-[26rem]">
        <Label htmlFor="project-filter" className="flex items-center gap-1.5">
          <Filter aria-hidden="true" className="size-3.5 text-ink-subtle" />
          Project
        </Label>
        <Select id="project-filter" name="project" defaultValue={value} key={value}>
          <option value="">All Projects</option>
          {projects.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
              {p.clientName ? ` (${p.clientName})` : ""}
            </option>
          ))}
        </Select>
      </div>
      {isHydrated ? null : (
        <Button type="submit" variant="secondary">
          Apply
        </Button>
      )}
    </Form>
  );
}
