import { Search, SearchX } from "lucide-react";
import { Form, Link } from "react-router";
import { PageHeader } from "~/components/dashboard/page-header";
import { SearchResults } from "~/components/dashboard/search-palette";
import { ScreenError } from "~/components/error-page";
import { Button } from "~/components/ui/button";
import { Card, EmptyState } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { searchDashboard } from "~/data/search.server";
import { searchWords } from "~/domain/search";
import { requireStaff } from "~/web/guards.server";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = () => [{ title: "Search | Admin Portal" }];

/** Search across the dashboard (`?q=`), limited to what the viewer may see: Users only for admins. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaff(request);
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  const groups = searchWords(q).length > 0 ? await searchDashboard(q, { isAdmin: viewer.role === "admin" }) : [];
  return { q, groups };
}

export default function SearchScreen({ loaderData }: Route.ComponentProps) {
  const { q, groups } = loaderData;
  const total = groups.reduce((n, g) => n + g.hits.length, 0);
  return (
    <>
      <PageHeader
        title="Search"
        description="Posts, projects, services, team, FAQs, testimonials, client projects, sprints, tickets, invoices, inquiries and users. Press Ctrl+K anywhere in the dashboard."
      />
      <Card className="mb-6 p-4 md:p-5">
        <Form method="get" role="search" className="flex gap-3">
          <label htmlFor="search-q" className="sr-only">
            Search the dashboard
          </label>
          <Input id="search-q" name="q" type="search" defaultValue={q} placeholder="Search…" autoFocus={!q} />
          <Button type="submit">
            <Search aria-hidden="true" />
            Search
          </Button>
        </Form>
      </Card>
      {q && total === 0 ? (
        <EmptyState icon={<SearchX />} title={`Nothing found for “${q}”`}>
          <p>
            Every word must match the start of a word in the record. Try fewer words, or{" "}
            <Link to="/dashboard/search" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              start again
            </Link>
            .
          </p>
        </EmptyState>
      ) : (
        <SearchResults groups={groups} />
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
