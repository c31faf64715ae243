import { beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, projectNotifications, testimonials } from "~/db/schema";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { CLIENT, insertClientProjects, insertPeople } from "../../tests/setup/people";
import { listTestimonialRequests, sendTestimonialRequest } from "./testimonial-requests.server";

const db = useTestDatabase();
const actor = { userId: "admin-1", email: "admin@studio.example" };

async function seed() {
  await insertPeople([{ id: "admin-1", email: "admin@studio.example", role: "admin", fullName: "Maya" }, CLIENT]);
  const [pending, reviewed, active] = await insertClientProjects(
    { title: "Done, no testimonial", status: "Completed" },
    { title: "Done, with testimonial", status: "Completed" },
    { title: "Still going", status: "In Progress" },
  );
  await db.insert(testimonials).values({ clientName: "Jordan", testimonialText: "Great", projectId: reviewed! });
  return { pending: pending!, reviewed: reviewed!, active: active! };
}

beforeEach(truncateAll);

describe("testimonial requests", () => {
  it("lists Completed projects without a testimonial", async () => {
    const { pending } = await seed();
    const { rows } = await listTestimonialRequests();
    expect(rows.map((r) => r.id)).toEqual([pending]);
    expect(rows[0]).toMatchObject({ clientName: "Jordan Blake", requestsSent: 0, lastRequestedAt: null });
  });

  it("sends a testimonial_request notification naming the project and mails the client; the project stays listed", async () => {
    const { pending } = await seed();
    const result = await sendTestimonialRequest({ actor, projectId: pending });
    expect(result.clientName).toBe("Jordan Blake");
    const [notice] = await db.select().from(projectNotifications);
    expect(notice).toMatchObject({ notificationType: "testimonial_request", clientId: "client-1", projectId: pending });
    expect(notice?.message).toContain('"Done, no testimonial"');
    expect((await db.select().from(mailOutbox)).map((m) => m.to)).toEqual(["jordan@acme.example"]);
    const [row] = (await listTestimonialRequests()).rows;
    expect(row).toMatchObject({ id: pending, requestsSent: 1 });
    expect(row?.lastRequestedAt).toMatch(/^\d{4}-/);
  });

  it("drops the project only once a testimonial exists", async () => {
    const { pending } = await seed();
    await sendTestimonialRequest({ actor, projectId: pending });
    await db.insert(testimonials).values({ clientName: "Jordan", testimonialText: "Lovely", projectId: pending });
    expect((await listTestimonialRequests()).rows).toEqual([]);
    await expect(sendTestimonialRequest({ actor, projectId: pending })).rejects.toThrow("already has a testimonial");
  });

  it("lists 25 waiting projects a page and counts them all", async () => {
    await seed();
    await insertClientProjects(
      ...Array.from({ length: 26 }, (_, i) => ({ title: `Done ${i}`, status: "Completed" as const })),
    );
    const first = await listTestimonialRequests();
    expect(first.rows).toHaveLength(25);
    expect(first.info).toMatchObject({ page: 1, pageCount: 2, total: 27 });
    expect((await listTestimonialRequests({ page: 2 })).rows).toHaveLength(2);
  });

  it("refuses projects that are not completed", async () => {
    const { active } = await seed();
    await expect(sendTestimonialRequest({ actor, projectId: active })).rejects.toThrow("Only completed projects");
    expect(await db.select().from(projectNotifications)).toEqual([]);
  });
});
