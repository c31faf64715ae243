/**
 * The anonymous page cache across processes: two app processes on one PostgreSQL database. A content
 * change written through one process shows on the very next anonymous request to the other (the
 * content version, announced with NOTIFY), and a signed-in request is never answered from the cache
 * nor stored.
 */
import crypto from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, type Postgres, signIn, startApp, startPostgres } from "./support";

let postgres: Postgres;
let a: App;
let b: App;

beforeAll(async () => {
  postgres = await startPostgres();
  const admin = new pg.Client({ connectionString: postgres.url() });
  await admin.connect();
  await admin.query("create database page_cache");
  await admin.end();
  const env = {
    DATABASE_URL: postgres.url("page_cache"),
    AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
    TRUST_PROXY: "true",
    LOG_LEVEL: "silent",
  };
  // the first process migrates and seeds the demo content; the second joins the same database
  a = await startApp({ ...env, SEED_DEMO: "true" });
  b = await startApp({ ...env, SEED_DEMO: "false" });
});

afterAll(async () => {
  await a?.stop("SIGKILL");
  await b?.stop("SIGKILL");
  postgres?.destroy();
});

async function get(app: App, path: string, cookie?: string) {
  const res = await fetch(app.url + path, { headers: cookie ? { Cookie: cookie } : {} });
  return { res, body: await res.text() };
}

describe("the anonymous page cache on two processes", () => {
  it("a service added through process A shows on the next anonymous request to process B", async () => {
    const cookie = await signIn(a, "admin@studio.example");
    // B holds the page (and has just read the content version: the next read is a second away)
    await get(b, "/services");
    const cached = await get(b, "/services");
    expect(cached.res.headers.get("x-page-cache")).toBe("hit");

    const title = `Cache check ${Date.now()}`;
    expect(cached.body).not.toContain(title);
    const write = await fetch(`${a.url}/dashboard/services`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: a.url, Cookie: cookie },
      body: new URLSearchParams({
        intent: "create",
        title,
        description: "Added by the page cache test through the other process.",
        iconName: "",
        priceStarting: "",
        features: "One",
      }),
    });
    expect(write.status).toBeLessThan(400);

    const next = await get(b, "/services");
    expect(next.res.headers.get("x-page-cache")).toBe("miss");
    expect(next.body).toContain(title);
    // and it is cached again from then on
    expect((await get(b, "/services")).res.headers.get("x-page-cache")).toBe("hit");
  });

  it("never answers a signed-in request from the cache, nor stores it", async () => {
    const cookie = await signIn(b, "admin@studio.example");
    await get(b, "/blog");
    expect((await get(b, "/blog")).res.headers.get("x-page-cache")).toBe("hit");
    for (let i = 0; i < 2; i++) {
      const signedIn = await get(b, "/blog", cookie);
      expect(signedIn.res.status).toBe(200);
      expect(signedIn.res.headers.get("x-page-cache")).toBeNull();
      expect(signedIn.res.headers.get("cache-control")).toMatch(/private|no-store/);
      expect(signedIn.res.headers.get("etag")).toBeNull();
    }
  });
});
