import { asc } from "drizzle-orm";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { db } from "~/db/client.server";
import { services } from "~/db/schema";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Lumen Studio | Custom software for growing companies" },
  { name: "description", content: "Custom CRM systems, SaaS platforms, MVPs and employee management systems." },
];

export async function loader() {
  const rows = await db
    .select({ id: services.id, title: services.title, description: services.description })
    .from(services)
    .orderBy(asc(services.createdAt))
    .limit(3);
  return { services: rows };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="section bg-gradient-to-b from-brand-50 to-surface">
        <div className="container-page">
          <p className="eyebrow">Custom software agency</p>
          <h1 className="mt-4 max-w-3xl text-display font-bold">Software that fits the way your business works.</h1>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/contact">Start a project</Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/projects">See our work</Link>
            </Button>
          </div>
        </div>
      </section>
      <section className="section">
        <div className="container-page">
          <h2 className="text-h2 font-bold">Our Services</h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {loaderData.services.map((s) => (
              <li key={s.id}>
                <Card className="h-full p-6">
                  <h3 className="text-h3 font-semibold">{s.title}</h3>
                  <p className="mt-2 text-sm text-ink-muted">{s.description}</p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
