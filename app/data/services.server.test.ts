import { beforeEach, describe, expect, it } from "vitest";
import { services } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { ServiceFormSchema } from "~/domain/schemas/content";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { insertActor, MAYA } from "../../tests/setup/people";
import {
  addDefaultServicesOnce,
  createService,
  deleteService,
  listServicesForDashboard,
  seedDefaultServices,
  updateService,
} from "./services.server";

const db = useTestDatabase();
beforeEach(truncateAll);

describe("services", () => {
  it("adds the defaults on its own the first time the list is empty, once, even when two screens open at once", async () => {
    const actor = await insertActor(MAYA);
    const results = await Promise.all([addDefaultServicesOnce({ actor }), addDefaultServicesOnce({ actor })]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await listServicesForDashboard()).rows).toHaveLength(4);
    await db.delete(services);
    expect(await addDefaultServicesOnce({ actor })).toBe(false);
    expect((await listServicesForDashboard()).rows).toHaveLength(0);
  });

  it("seeds the four default services only when the table is empty", async () => {
    const actor = await insertActor(MAYA);
    await seedDefaultServices({ actor });
    const list = (await listServicesForDashboard()).rows;
    expect(list.map((s) => [s.title, s.priceStarting])).toEqual([
      ["Website Development", "$2,500"],
      ["Mobile Applications", "$8,000"],
      ["Custom CRM Systems", "$5,000"],
      ["SaaS Platforms", "$15,000"],
    ]);
    for (const s of list) {
      expect(s.features.length).toBeGreaterThan(0);
      expect(s.iconName).toBeTruthy();
    }
    await expect(seedDefaultServices({ actor })).rejects.toBeInstanceOf(AppError);
    expect((await listServicesForDashboard()).rows).toHaveLength(4);
  });

  it("creates, updates and deletes a service with its features", async () => {
    const actor = await insertActor(MAYA);
    const { id } = await createService({
      actor,
      input: ServiceFormSchema.parse({ title: "Audits", description: "D", features: ["A", " ", "B "] }),
    });
    expect((await listServicesForDashboard()).rows[0]!.features).toEqual(["A", "B"]);
    expect(
      await updateService({
        actor,
        id,
        input: ServiceFormSchema.parse({ title: "Audits+", description: "D", priceStarting: "$900" }),
      }),
    ).toBe(true);
    const [row] = (await listServicesForDashboard()).rows;
    expect(row).toMatchObject({ title: "Audits+", priceStarting: "$900", features: [] });
    expect(await deleteService({ actor, id })).toBe(true);
    expect((await listServicesForDashboard()).rows).toHaveLength(0);
  });
});
