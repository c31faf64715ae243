import crypto from "node:crypto";
import { EventEmitter } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageCache, PUBLIC_PAGE_CACHE_CONTROL } from "../../http/page-cache.ts";

/** An app shaped like server.ts: per-request nonce and id, the cache, then a "renderer" that counts renders. */
let renders = 0;
let version = 1;
/** The content version as the database would answer it, and how often it was read. */
let contentVersion = "1";
let versionReads = 0;
let server: ReturnType<ReturnType<typeof express>["listen"]>;
let base = "";
const cache = createPageCache({
  ttlMs: 60_000,
  versionCheckMs: 200,
  contentVersion: async () => {
    versionReads++;
    return contentVersion;
  },
});

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.nonce = crypto.randomBytes(16).toString("base64");
    res.locals.requestId = crypto.randomUUID();
    res.setHeader("Content-Security-Policy", `script-src 'self' 'nonce-${res.locals.nonce}'; object-src 'none'`);
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
    const html = `<p>v${version}</p><script nonce="${res.locals.nonce}">window.id="${res.locals.requestId}"</script><script type="module" nonce="${res.locals.nonce}">import "/assets/a.js"</script><script src="/assets/b.js" nonce="${res.locals.nonce}"></script>`;
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

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

async function raw(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("the anonymous page cache", () => {
  it("renders a public page once, then answers the same bytes from memory; the inline scripts are allowed by their hashes, no nonce is reused", async () => {
    cache.clear();
    const before = renders;
    const first = await get("/services");
    const second = await get("/services");
    expect(renders - before).toBe(1);
    expect(first.res.headers.get("x-page-cache")).toBe("miss");
    expect(second.res.headers.get("x-page-cache")).toBe("hit");
    expect(second.body).toBe(first.body);
    // no nonce in the page nor in the policy; the request id of another request is not in the page
    expect(second.body).not.toContain("nonce=");
    expect(second.nonce).toBeUndefined();
    expect(second.body).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(second.res.headers.get("x-request-id")).not.toBe(first.res.headers.get("x-request-id"));
    const csp = second.res.headers.get("content-security-policy")!;
    expect(csp).toBe(
      `script-src 'self' ${sha256('window.id=""')} ${sha256('import "/assets/a.js"')}; object-src 'none'`,
    );
    expect(second.res.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(second.res.headers.get("vary")).toMatch(/cookie/i);
    expect(second.res.headers.get("vary")).toMatch(/accept-encoding/i);
  });

  it("answers brotli or gzip as stored (compressed once, when stored), with an ETag and 304 when the browser has it", async () => {
    cache.clear();
    const miss = await raw("/projects", { "Accept-Encoding": "gzip, deflate, br" });
    expect(miss.headers["x-page-cache"]).toBe("miss");
    expect(miss.headers["content-encoding"]).toBe("br");
    const text = zlib.brotliDecompressSync(miss.body).toString();
    expect(text).toContain(`<p>v${version}</p>`);
    const br = await raw("/projects", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["x-page-cache"]).toBe("hit");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body.equals(miss.body)).toBe(true);
    const gz = await raw("/projects", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(text);
    const plain = await raw("/projects", { "Accept-Encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(text);
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect(gz.headers.etag).toBe(etag);
    const again = await raw("/projects", { "If-None-Match": etag, "Accept-Encoding": "br" });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
  });

  it("keys pages by the content version: a change written through another process shows on the next request", async () => {
    cache.clear();
    await get("/team");
    expect((await get("/team")).res.headers.get("x-page-cache")).toBe("hit");
    // another process wrote content: the database's version moved on, and announced it
    version++;
    contentVersion = String(Number(contentVersion) + 1);
    cache.contentChanged(contentVersion);
    const after = await get("/team");
    expect(after.res.headers.get("x-page-cache")).toBe("miss");
    expect(after.body).toContain(`<p>v${version}</p>`);
    // without the announcement the version is read again within the check interval
    version++;
    contentVersion = String(Number(contentVersion) + 1);
    await new Promise((r) => setTimeout(r, 250));
    const later = await get("/team");
    expect(later.res.headers.get("x-page-cache")).toBe("miss");
    expect(later.body).toContain(`<p>v${version}</p>`);
  });

  it("reads the content version at most once per check interval, however many requests", async () => {
    await new Promise((r) => setTimeout(r, 250));
    const before = versionReads;
    const started = performance.now();
    await Promise.all(Array.from({ length: 20 }, () => get("/team")));
    // one read per 200 ms interval that the burst spans (one, unless the machine is slow), never one per request
    const intervals = Math.floor((performance.now() - started) / 200) + 1;
    expect(versionReads - before).toBeGreaterThanOrEqual(1);
    expect(versionReads - before).toBeLessThanOrEqual(Math.min(intervals, 3));
  });

  it("never stores or serves a request that carries a reader's cookie (a session, a toast), nor a private page", async () => {
    await get("/blog");
    const before = renders;
    const signedIn = await get("/blog", { Cookie: "theme=dark; better-auth.session_token=abc" });
    const secure = await get("/blog", { Cookie: "__Secure-better-auth.session_token=abc" });
    const toast = await get("/blog", { Cookie: "studio_toast=eyJ0" });
    const dashboard1 = await get("/dashboard");
    const dashboard2 = await get("/dashboard");
    expect(renders - before).toBe(5);
    for (const r of [signedIn, secure, toast, dashboard1, dashboard2]) {
      expect(r.res.headers.get("x-page-cache")).toBeNull();
      expect(r.res.headers.get("cache-control")).toBeNull();
    }
  });

  it("serves the stored page to a visitor whose cookies are not a reader's (analytics, a consent choice)", async () => {
    await get("/services");
    const before = renders;
    const other = await get("/services", { Cookie: "_ga=GA1.2.3; cookie_consent=yes" });
    expect(renders - before).toBe(0);
    expect(other.res.headers.get("x-page-cache")).toBe("hit");
    // the contact page is a public page like the others (its form is a plain POST)
    await get("/contact");
    expect((await get("/contact")).res.headers.get("x-page-cache")).toBe("hit");
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
        getHeader: () => undefined,
        removeHeader: () => res,
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
    expect(third.body).toBe("<p>v1</p><script></script>");
    // a write while the page was being rendered: that rendering may show the old data and is not kept
    short.clear();
    await short.store(req, second as never, page(second, 1));
    second.emit("close");
    expect(await passed(fakeRes())).toBe(true);
  });
});
