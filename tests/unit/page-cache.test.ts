import crypto from "node:crypto";
import { EventEmitter } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageCache, PUBLIC_PAGE_CACHE_CONTROL } from "../../server/page-cache.ts";

/** An app shaped like server.ts: per-request nonce and id, the cache, then a "renderer" that counts renders. */
let renders = 0;
let version = 1;
let server: ReturnType<ReturnType<typeof express>["listen"]>;
let base = "";
const cache = createPageCache({ ttlMs: 60_000 });

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.nonce = crypto.randomBytes(16).toString("base64");
    res.locals.requestId = crypto.randomUUID();
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.nonce}'`);
    res.setHeader("X-Request-Id", res.locals.requestId);
    next();
  });
  app.use(cache.serve);
  app.all("/{*splat}", async (req, res) => {
    renders++;
    if (req.method === "POST") {
      version++;
      res.status(303).setHeader("Location", "/").end();
      return;
    }
    const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
    if (req.query.toast) headers.append("Set-Cookie", "toast=; Max-Age=0");
    const html = `<p>v${version}</p><script nonce="${res.locals.nonce}">window.id="${res.locals.requestId}"</script>`;
    const answer = await cache.store(req, res, new Response(html, { status: 200, headers }));
    res.status(answer.status);
    for (const [name, value] of answer.headers) res.setHeader(name, value);
    res.end(await answer.text());
  });
  server = app.listen(0);
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { headers });
  const body = await res.text();
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
  return { res, body, nonce, requestId: res.headers.get("x-request-id") };
}

describe("the anonymous page cache", () => {
  it("renders a public page once, then answers from memory with this response's nonce and request id", async () => {
    cache.clear();
    const before = renders;
    const first = await get("/services");
    const second = await get("/services");
    expect(renders - before).toBe(1);
    expect(first.res.headers.get("x-page-cache")).toBe("miss");
    expect(second.res.headers.get("x-page-cache")).toBe("hit");
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.body).toContain(`nonce="${second.nonce}"`);
    expect(second.body).toContain(`window.id="${second.requestId}"`);
    expect(second.body).not.toContain(first.nonce!);
    expect(second.res.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(second.res.headers.get("vary")).toMatch(/cookie/i);
  });

  it("a gzip answer from the cache is one valid gzip stream with this response's values, compressed when stored", async () => {
    cache.clear();
    await get("/projects");
    const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${base}/projects`, { headers: { "Accept-Encoding": "gzip, br" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });
    expect(raw.headers["x-page-cache"]).toBe("hit");
    expect(raw.headers["content-encoding"]).toBe("gzip");
    const nonce = /'nonce-([^']+)'/.exec(String(raw.headers["content-security-policy"]))?.[1];
    expect(zlib.gunzipSync(raw.body).toString()).toBe(
      `<p>v${version}</p><script nonce="${nonce}">window.id="${raw.headers["x-request-id"]}"</script>`,
    );
  });

  it("never stores or serves a request that carries a cookie, nor a private page", async () => {
    await get("/blog");
    const before = renders;
    const signedIn = await get("/blog", { Cookie: "better-auth.session_token=abc" });
    const dashboard1 = await get("/dashboard");
    const dashboard2 = await get("/dashboard");
    expect(renders - before).toBe(3);
    for (const r of [signedIn, dashboard1, dashboard2]) {
      expect(r.res.headers.get("x-page-cache")).toBeNull();
      expect(r.res.headers.get("cache-control")).toBeNull();
    }
  });

  it("does not store an answer that sets a cookie", async () => {
    const before = renders;
    await get("/team?toast=1");
    await get("/team?toast=1");
    expect(renders - before).toBe(2);
  });

  it("a successful write empties the cache: the change shows on the next request", async () => {
    await get("/");
    expect((await get("/")).res.headers.get("x-page-cache")).toBe("hit");
    const res = await fetch(`${base}/dashboard/services`, { method: "POST", redirect: "manual" });
    expect(res.status).toBe(303);
    const after = await get("/");
    expect(after.res.headers.get("x-page-cache")).toBe("miss");
    expect(after.body).toContain(`<p>v${version}</p>`);
  });

  it("after its lifetime a page is rendered again by one request while the others get the older copy", async () => {
    const short = createPageCache({ ttlMs: 0, maxStaleMs: 60_000 });
    const req = { method: "GET", headers: {}, path: "/", originalUrl: "/", acceptsEncodings: () => false } as never;
    const fakeRes = () => {
      const res = Object.assign(new EventEmitter(), {
        locals: { nonce: crypto.randomBytes(16).toString("base64"), requestId: crypto.randomUUID() } as Record<
          string,
          unknown
        >,
        body: "",
        status: () => res,
        setHeader: () => res,
        end: (body: Buffer | string) => {
          res.body = String(body);
        },
      });
      return res;
    };
    const passed = async (res: ReturnType<typeof fakeRes>) => {
      let next = false;
      await short.serve(req, res as never, () => {
        next = true;
      });
      return next;
    };
    const page = (res: ReturnType<typeof fakeRes>, v: number) =>
      new Response(`<p>v${v}</p><script nonce="${res.locals.nonce}"></script>`, {
        headers: { "Content-Type": "text/html" },
      });

    const first = fakeRes();
    expect(await passed(first)).toBe(true);
    await short.store(req, first as never, page(first, 1));
    first.emit("close");
    await new Promise((r) => setTimeout(r, 5));
    // expired: this request renders again, and meanwhile another one gets the older copy
    const second = fakeRes();
    expect(await passed(second)).toBe(true);
    const third = fakeRes();
    expect(await passed(third)).toBe(false);
    expect(third.body).toBe(`<p>v1</p><script nonce="${third.locals.nonce}"></script>`);
    // a write while the page was being rendered: that rendering may show the old data and is not kept
    short.clear();
    await short.store(req, second as never, page(second, 1));
    second.emit("close");
    expect(await passed(fakeRes())).toBe(true);
  });
});
