import { beforeEach, describe, expect, it } from "vitest";
import { clientProjects, profiles, projects, users } from "~/db/schema";
import { TestimonialFormSchema } from "~/domain/schemas/content";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import {
  createTestimonial,
  deleteTestimonial,
  listRelatedProjectOptions,
  listTestimonialsForDashboard,
  updateTestimonial,
} from "./testimonials.server";

const db = useTestDatabase();
beforeEach(truncateAll);

async function setup() {
  await db.insert(users).values([
    { id: "theo", name: "Theo", email: "theo@studio.example", emailVerified: true },
    { id: "acme", name: "Jordan", email: "client@acme.example", emailVerified: true },
  ]);
  await db.insert(profiles).values([
    { id: "theo", email: "theo@studio.example", role: "author" },
    { id: "acme", email: "client@acme.example", role: "client" },
  ]);
  const [portfolio] = await db.insert(projects).values({ title: "Harbor", description: "D" }).returning();
  const [client] = await db.insert(clientProjects).values({ clientId: "acme", title: "Fleet" }).returning();
  return { actor: { userId: "theo", email: "theo@studio.example" }, portfolioId: portfolio!.id, clientId: client!.id };
}

describe("testimonials", () => {
  it("saves the related project and lists its title", async () => {
    const { actor, portfolioId, clientId } = await setup();
    const { id } = await createTestimonial({
      actor,
      input: TestimonialFormSchema.parse({
        clientName: "Elena",
        testimonialText: "Great",
        relatedProject: `portfolio:${portfolioId}`,
      }),
    });
    let [row] = (await listTestimonialsForDashboard()).rows;
    expect(row).toMatchObject({ rating: 5, portfolioProjectTitle: "Harbor", clientProjectTitle: null });
    await updateTestimonial({
      actor,
      id,
      input: TestimonialFormSchema.parse({
        clientName: "Elena",
        testimonialText: "Great",
        rating: "4",
        featured: "on",
        relatedProject: `client:${clientId}`,
      }),
    });
    [row] = (await listTestimonialsForDashboard()).rows;
    expect(row).toMatchObject({ rating: 4, featured: true, portfolioProjectTitle: null, clientProjectTitle: "Fleet" });
    const options = await listRelatedProjectOptions();
    expect(options.portfolio.map((p) => p.title)).toEqual(["Harbor"]);
    expect(options.client.map((p) => p.title)).toEqual(["Fleet"]);
    expect(await deleteTestimonial({ actor, id })).toBe(true);
    expect((await listTestimonialsForDashboard()).rows).toHaveLength(0);
  });

  it("refuses a second testimonial for the same client project", async () => {
    const { actor, clientId } = await setup();
    const input = TestimonialFormSchema.parse({
      clientName: "A",
      testimonialText: "T",
      relatedProject: `client:${clientId}`,
    });
    await createTestimonial({ actor, input });
    await expect(createTestimonial({ actor, input })).rejects.toThrow();
    expect((await listTestimonialsForDashboard()).rows).toHaveLength(1);
  });

  it("counts featured and waiting testimonials over the whole list, not just the page", async () => {
    const { actor } = await setup();
    const base = { testimonialText: "Great" };
    await createTestimonial({
      actor,
      input: TestimonialFormSchema.parse({ ...base, clientName: "A", featured: "on", approved: "on" }),
    });
    await createTestimonial({
      actor,
      input: TestimonialFormSchema.parse({ ...base, clientName: "B", featured: "on" }),
    });
    await createTestimonial({
      actor,
      input: TestimonialFormSchema.parse({ ...base, clientName: "C", approved: "on" }),
    });
    const list = await listTestimonialsForDashboard({ size: 1 });
    expect(list.rows).toHaveLength(1);
    expect(list).toMatchObject({ info: { total: 3, pageCount: 3 }, featured: 1, waiting: 1 });
  });
});
