/**
 * What every request meets at the server's door: bodies bounded while they stream (413 at once),
 * private answers never cached, state-changing requests only from this site's pages (403), and
 * hostile addresses and methods answered 4xx, never 500.
 */
import fs from "node:fs";
import http from "node:http";
import { PUBLIC_PAGE_CACHE_CONTROL } from "../../http/page-cache";
import { baseURL } from "../../playwright.config";
import { type APIRequest, expect, test } from "./fixtures";
import { type AccountName, DEMO_PASSWORD, fileOnDisk, stateFor, tinyPdf } from "./support";

const EVIL = "https://evil.example";
const SAME_ORIGIN = { Origin: baseURL };
const NO_STORE = "private, no-store";

/** The saved session of a demo account as a Cookie header, for raw node:http requests. */
function cookieFor(name: AccountName) {
  const state = JSON.parse(fs.readFileSync(stateFor(name), "utf8")) as { cookies: { name: string; value: string }[] };
  return state.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** bytes handed to the socket before the answer arrived */
  sentBeforeAnswer: number;
  /** whether the whole body had been sent when the answer arrived */
  wasBodyComplete: boolean;
};

/**
 * A raw request (no URL normalisation, any method, any headers). With `chunks`, that many bytes go
 * out chunked, 16 KB at a time as fast as the server takes them, stopping as soon as an answer
 * arrives. With `declaredLength`, the Content-Length announces that many bytes but only the first
 * kilobyte is ever sent.
 */
function send(options: {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  chunks?: number;
  declaredLength?: number;
}): Promise<Answer> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let isComplete = false;
    let answered: Omit<Answer, "body"> | null = null;
    const headers: Record<string, string> = { ...options.headers };
    if (options.chunks) headers["Transfer-Encoding"] = "chunked";
    if (options.declaredLength) headers["Content-Length"] = String(options.declaredLength);
    const req = http.request({
      host: url.hostname,
      port: url.port,
      method: options.method,
      path: options.path,
      headers,
    });
    req.on("response", (res) => {
      answered = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        sentBeforeAnswer: sent,
        wasBodyComplete: isComplete,
      };
      const parts: Buffer[] = [];
      res.on("data", (c: Buffer) => parts.push(c));
      res.on("end", () => {
        resolve({ ...answered!, body: Buffer.concat(parts).toString("utf8") });
        req.destroy();
      });
    });
    req.on("error", (error) => (answered ? undefined : reject(error)));
    if (options.chunks) {
      const chunk = Buffer.alloc(16 * 1024, "a");
      const pump = () => {
        while (!answered && sent < options.chunks!) {
          sent += chunk.length;
          if (!req.write(chunk)) {
            req.once("drain", pump);
            return;
          }
        }
        if (!answered) {
          isComplete = true;
          req.end();
        }
      };
      pump();
    } else if (options.declaredLength) {
      sent = 1024;
      req.write(Buffer.alloc(1024, "a"));
    } else {
      isComplete = true;
      req.end(options.body);
    }
  });
}

const MB = 1024 * 1024;
const FORM = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data; boundary=----limit";

test.describe("request bodies are bounded while they stream", () => {
  test("an oversized Content-Length is refused with 413 before the body is sent", async ({ request }) => {
    const res = await request.post("/contact", {
      headers: { ...SAME_ORIGIN, "Content-Type": FORM },
      data: `message=${"a".repeat(100 * 1024)}`,
    });
    expect(res.status()).toBe(413);
    expect(await res.text()).toContain("The request body is too large");

    // 100 MB announced, one kilobyte sent: the answer comes without waiting for the rest
    const announced = await send({
      method: "POST",
      path: "/contact",
      headers: { ...SAME_ORIGIN, "Content-Type": FORM },
      declaredLength: 100 * MB,
    });
    expect(announced.status).toBe(413);
  });

  test("a chunked form over 64 KB to /contact is refused with 413 while it is still being sent", async () => {
    const res = await send({
      method: "POST",
      path: "/contact",
      headers: { ...SAME_ORIGIN, "Content-Type": FORM },
      chunks: 32 * MB,
    });
    expect(res.status).toBe(413);
    expect(res.headers["cache-control"]).toBe(NO_STORE);
    expect(res.wasBodyComplete).toBe(false);
  });

  test("a small chunked form still reaches the contact action", async () => {
    const res = await send({
      method: "POST",
      path: "/contact",
      headers: { ...SAME_ORIGIN, "Content-Type": FORM, "Transfer-Encoding": "chunked" },
      body: "name=&email=nope&message=",
    });
    expect(res.status).toBe(400);
    expect(res.body).toContain("<html");
  });

  test("a chunked upload to the portal over its 5 MB image limit is refused with 413 mid-stream", async () => {
    const res = await send({
      method: "POST",
      path: "/client-portal",
      headers: { ...SAME_ORIGIN, "Content-Type": MULTIPART, Cookie: cookieFor("acme") },
      chunks: 40 * MB,
    });
    expect(res.status).toBe(413);
    expect(res.sentBeforeAnswer).toBeGreaterThan(5 * MB);
    expect(res.wasBodyComplete).toBe(false);

    const data = await send({
      method: "POST",
      path: "/client-portal.data",
      headers: { ...SAME_ORIGIN, "Content-Type": MULTIPART, Cookie: cookieFor("acme") },
      chunks: 40 * MB,
    });
    expect(data.status).toBe(413);
    expect(data.wasBodyComplete).toBe(false);
  });

  test("a chunked staff upload over its 5 MB limit is refused with 413 mid-stream, as JSON", async () => {
    const res = await send({
      method: "POST",
      path: "/dashboard/uploads",
      headers: { ...SAME_ORIGIN, "Content-Type": MULTIPART, Cookie: cookieFor("admin") },
      chunks: 40 * MB,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: "The request body is too large" });
    expect(res.sentBeforeAnswer).toBeGreaterThan(5 * MB);
    expect(res.wasBodyComplete).toBe(false);
  });

  test("an image under the limit still uploads", async ({ playwright }) => {
    const admin = await playwright.request.newContext({ baseURL, storageState: stateFor("admin") });
    const png = Buffer.concat([
      Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex"),
      Buffer.alloc(3 * MB),
    ]);
    const res = await admin.post("/dashboard/uploads", {
      headers: SAME_ORIGIN,
      multipart: { folder: "blogs", file: { name: "big.png", mimeType: "image/png", buffer: png } },
    });
    expect(res.status()).toBe(201);
    expect((await res.json()).url).toMatch(/^\/uploads\/blogs\//);
    await admin.dispose();
  });
});

test.describe("private answers are never stored", () => {
  test("a signed-in page, its .data request and its form answers carry Cache-Control: private, no-store", async ({
    playwright,
  }) => {
    const acme = await playwright.request.newContext({ baseURL, storageState: stateFor("acme") });
    for (const path of ["/client-portal", "/client-portal.data", "/blog"]) {
      const res = await acme.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      expect(res.headers()["cache-control"], path).toBe(NO_STORE);
    }
    const posted = await acme.post("/client-portal", {
      headers: SAME_ORIGIN,
      form: { intent: "mark-read", notificationId: "00000000-0000-0000-0000-000000000000" },
    });
    expect(posted.headers()["cache-control"]).toBe(NO_STORE);
    await acme.dispose();

    const admin = await playwright.request.newContext({ baseURL, storageState: stateFor("admin") });
    for (const path of ["/dashboard", "/dashboard/invoices.data"]) {
      const res = await admin.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      expect(res.headers()["cache-control"], path).toBe(NO_STORE);
    }
    await admin.dispose();
  });

  test("OPTIONS names the methods (Allow); the form pages and health checks say how to cache them", async ({
    request,
  }) => {
    const options = await request.fetch("/", { method: "OPTIONS" });
    expect(options.status()).toBe(204);
    expect(options.headers().allow).toContain("GET");
    expect((await request.get("/newsletter")).headers()["cache-control"]).toBe("no-cache");
    // the contact page is a public page like the others (issue 31): its form is a plain POST
    expect((await request.get("/contact")).headers()["cache-control"]).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    for (const path of ["/healthz", "/readyz"]) {
      expect((await request.get(path)).headers()["cache-control"], path).toBe("no-store");
    }
  });

  test("a private invoice file, and the private areas' redirects, carry Cache-Control: private, no-store", async ({
    playwright,
    request,
  }) => {
    const admin = await playwright.request.newContext({ baseURL, storageState: stateFor("admin") });
    const acme = await playwright.request.newContext({ baseURL, storageState: stateFor("acme") });
    const portal = await (await acme.get("/client-portal/invoices")).text();
    const projectId = /data-project-id="([0-9a-f-]{36})"/.exec(portal)![1]!;
    // a name beyond ASCII: the download keeps it (filename*), as project files do
    const number = `HH-${Date.now()}-Zoë`;
    const created = await admin.post("/dashboard/invoices", {
      headers: SAME_ORIGIN,
      multipart: {
        intent: "invoice.save",
        projectId,
        invoiceNumber: number,
        invoiceName: "Cache check",
        amount: "100",
        currency: "USD",
        invoiceDate: new Date().toISOString().slice(0, 10),
        paymentStatus: "Pending",
        file: { name: "invoice.pdf", mimeType: "application/pdf", buffer: tinyPdf("Invoice") },
      },
    });
    expect(created.status()).toBe(200);
    const page = await (await acme.get(`/client-portal/invoices?project=${projectId}`)).text();
    const row = page.split('data-invoice-id="').find((part) => part.includes(number));
    const invoiceId = row!.slice(0, 36);
    try {
      const file = await acme.get(`/files/invoices/${invoiceId}`);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toBe("application/pdf");
      expect(file.headers()["content-disposition"]).toContain(`filename*=UTF-8''${encodeURIComponent(number)}.pdf`);
      expect(file.headers()["cache-control"]).toBe(NO_STORE);
      const missing = await acme.get("/files/invoices/00000000-0000-0000-0000-000000000000");
      expect(missing.status()).toBe(404);
      expect(missing.headers()["cache-control"]).toBe(NO_STORE);
    } finally {
      await admin.post("/dashboard/invoices", {
        headers: SAME_ORIGIN,
        form: { intent: "invoice.delete", id: invoiceId },
      });
    }
    // an anonymous visitor sent away from a private area: that answer is not cached either
    const away = await request.get("/dashboard", { maxRedirects: 0 });
    expect(away.status()).toBe(302);
    expect(away.headers()["cache-control"]).toBe(NO_STORE);
    // a public page read anonymously keeps its own caching
    expect((await request.get("/blog")).headers()["cache-control"] ?? "").not.toContain("no-store");
    await Promise.all([admin.dispose(), acme.dispose()]);
  });
});

test.describe("state-changing requests come only from this site", () => {
  /** A fresh admin session, so a sign-out that got through could not touch the saved ones. */
  async function freshAdmin(requests: APIRequest) {
    const ctx = await requests.newContext({ baseURL });
    const res = await ctx.post("/auth", {
      headers: SAME_ORIGIN,
      form: { intent: "sign-in", email: "admin@studio.example", password: DEMO_PASSWORD },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    return ctx;
  }

  test("cross-origin posts to resource routes, JSON endpoints and form actions answer 403", async ({ playwright }) => {
    const admin = await freshAdmin(playwright.request);
    const acme = await playwright.request.newContext({ baseURL, storageState: stateFor("acme") });
    const visitor = await playwright.request.newContext({ baseURL });
    const evil = { Origin: EVIL };

    const upload = await admin.post("/dashboard/uploads", { headers: evil, multipart: { folder: "blogs" } });
    expect(upload.status()).toBe(403);
    expect(await upload.json()).toEqual({ error: "Cross-origin request refused" });

    const signOut = await admin.post("/auth/sign-out", { headers: evil, maxRedirects: 0 });
    expect(signOut.status()).toBe(403);
    // still signed in
    expect((await admin.get("/dashboard", { maxRedirects: 0 })).status()).toBe(200);

    for (const path of ["/api/submit-feedback", "/api/continue-next-sprint"]) {
      const res = await acme.post(path, { headers: evil, data: {} });
      expect(res.status(), path).toBe(403);
      expect(await res.json(), path).toEqual({ error: "Cross-origin request refused" });
      expect(res.headers()["cache-control"], path).toBe(NO_STORE);
    }

    const contact = await visitor.post("/contact", { headers: evil, form: { name: "x" } });
    expect(contact.status()).toBe(403);
    expect(await contact.text()).toContain("Cross-origin request refused");
    const portalForm = await acme.post("/client-portal.data", { headers: evil, form: { intent: "mark-read" } });
    expect(portalForm.status()).toBe(403);
    const nullOrigin = await visitor.post("/newsletter", {
      headers: { Origin: "null" },
      form: { email: "a@b.example" },
    });
    expect(nullOrigin.status()).toBe(403);

    // the same requests from this site get through to the app (which answers the bad input itself)
    expect(
      (await admin.post("/dashboard/uploads", { headers: SAME_ORIGIN, multipart: { folder: "blogs" } })).status(),
    ).toBe(400);
    expect((await acme.post("/api/submit-feedback", { headers: SAME_ORIGIN, data: {} })).status()).toBe(400);
    expect((await visitor.post("/contact", { headers: SAME_ORIGIN, form: { name: "x" } })).status()).toBe(400);
    const out = await admin.post("/auth/sign-out", { headers: SAME_ORIGIN, maxRedirects: 0 });
    expect(out.status()).toBe(302);
    expect((await admin.get("/dashboard", { maxRedirects: 0 })).status()).toBe(302);
    await Promise.all([admin.dispose(), acme.dispose(), visitor.dispose()]);
  });

  test("without Origin, Sec-Fetch-Site decides; with neither header a write is refused", async () => {
    const form = { "Content-Type": FORM };
    const body = "name=&email=nope&message=";
    const bare = await send({ method: "POST", path: "/contact", headers: form, body });
    expect(bare.status).toBe(403);
    const crossSite = await send({
      method: "POST",
      path: "/contact",
      headers: { ...form, "Sec-Fetch-Site": "cross-site" },
      body,
    });
    expect(crossSite.status).toBe(403);
    const sameSite = await send({
      method: "POST",
      path: "/contact",
      headers: { ...form, "Sec-Fetch-Site": "same-site" },
      body,
    });
    expect(sameSite.status).toBe(403);
    const sameOrigin = await send({
      method: "POST",
      path: "/contact",
      headers: { ...form, "Sec-Fetch-Site": "same-origin" },
      body,
    });
    expect(sameOrigin.status).toBe(400);
    // reads need no origin
    expect((await send({ method: "GET", path: "/contact" })).status).toBe(200);
  });
});

test.describe("hostile addresses and methods get a 4xx, never a 500", () => {
  const cases: [string, string, number[]][] = [
    ["GET", "/%zz", [400]],
    ["GET", "/blog/%E0%A4%A", [400]],
    ["GET", "/blog/%00", [400, 404]],
    ["GET", "/blog?q=%00", [400, 404]],
    ["GET", "/contact?name=a%00b", [400, 404]],
    ["GET", "/uploads/..%2f..", [400, 404]],
    ["GET", "/uploads/..%2f..%2fpackage.json", [400, 404]],
    ["GET", "/uploads/%2e%2e/%2e%2e/package.json", [400, 404]],
    ["GET", "/uploads/blogs/..%5c..%5cpackage.json", [400, 404]],
    ["GET", "/assets/..%2f..%2fpackage.json", [400, 404]],
    ["TRACE", "/", [405]],
    ["PROPFIND", "/", [405]],
  ];
  for (const [method, path, statuses] of cases) {
    test(`${method} ${path}`, async () => {
      const res = await send({ method, path });
      expect(statuses, `${method} ${path} answered ${res.status}`).toContain(res.status);
      expect(res.body).not.toContain("package.json");
    });
  }

  test("a hostile address signed in is refused the same way", async () => {
    const res = await send({ method: "GET", path: "/dashboard/%zz", headers: { Cookie: cookieFor("admin") } });
    expect(res.status).toBe(400);
    expect(res.headers["cache-control"]).toBe(NO_STORE);
  });
});

test.describe("a refusal a browser shows", () => {
  test("a file over 20 MB posted without JavaScript shows the reason, the limit and a way back to the form", async ({
    browser,
    extraHTTPHeaders,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: stateFor("acme"),
      extraHTTPHeaders,
    });
    const page = await context.newPage();
    await page.goto("/client-portal/files");
    await page.locator("input[type=file]").setInputFiles(fileOnDisk("site-footage.pdf", 21 * MB));
    await page.getByRole("button", { name: "Upload File" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "The request body is too large" })).toBeVisible();
    await expect(
      page.getByText("A file sent here may be up to 20 MB. Go back and choose a smaller file."),
    ).toBeVisible();
    await page.getByRole("link", { name: "Go back" }).click();
    await expect(page).toHaveURL(/\/client-portal\/files$/);
    await expect(page.getByRole("heading", { name: "Project Files" })).toBeVisible();
    await context.close();
  });
});
