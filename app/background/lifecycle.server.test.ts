import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { users } from "~/db/schema";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "~/db/seed/demo.server";
import { getAuth } from "~/platform/auth.server";
import { env } from "~/platform/foundation/env.server";
import { log } from "~/platform/foundation/log.server";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { prepareDemoData } from "./lifecycle.server";

const db = useTestDatabase();
const saved = { BASE_URL: process.env.BASE_URL, SEED_DEMO: process.env.SEED_DEMO };
beforeEach(truncateAll);
afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  vi.restoreAllMocks();
});

const admin = DEMO_ACCOUNTS.find((a) => a.role === "admin")!;
const signInAsDemoAdmin = () =>
  getAuth()
    .api.signInEmail({ body: { email: admin.email, password: DEMO_PASSWORD } })
    .then(
      () => true,
      () => false,
    );

describe("the demo data at start", () => {
  it("is not seeded by a deployment started with a real BASE_URL and nothing else: the demo admin cannot sign in", async () => {
    process.env.BASE_URL = "https://studio.example.com";
    delete process.env.SEED_DEMO;
    const warn = vi.spyOn(log, "warn");
    await prepareDemoData();
    expect(await db.select().from(users)).toHaveLength(0);
    expect(await signInAsDemoAdmin()).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it("is seeded by the one-command local start (embedded database, no BASE_URL), without a warning", async () => {
    delete process.env.BASE_URL;
    delete process.env.SEED_DEMO;
    const warn = vi.spyOn(log, "warn");
    await prepareDemoData();
    expect(await signInAsDemoAdmin()).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it("is seeded anywhere with SEED_DEMO=true, and every start then warns that demo accounts exist", async () => {
    process.env.BASE_URL = "https://studio.example.com";
    process.env.SEED_DEMO = "true";
    const warn = vi.spyOn(log, "warn");
    await prepareDemoData();
    expect(await signInAsDemoAdmin()).toBe(true);
    await prepareDemoData();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/demo accounts exist/i);
  });
});

describe("a local start", () => {
  it.each([
    [{}, true],
    [{ BASE_URL: "http://localhost:3510" }, true],
    [{ BASE_URL: "http://127.0.0.1:3000", DATABASE_URL: "postgres://postgres@127.0.0.1:5432/studio_test" }, true],
    [{ BASE_URL: "http://[::1]:3000", DATABASE_URL: "postgres://localhost/studio" }, true],
    [{ BASE_URL: "https://studio.example.com" }, false],
    [{ DATABASE_URL: "postgres://db.internal:5432/studio" }, false],
    [{ BASE_URL: "http://localhost.example.com" }, false],
  ])("%o is local: %s", (vars, isLocal) => {
    vi.stubEnv("BASE_URL", undefined);
    vi.stubEnv("DATABASE_URL", undefined);
    for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
    try {
      expect(env.isLocalStart).toBe(isLocal);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
