import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, test } from "vitest";
import { acceptedOrigins } from "../../app/domain/origins";
import { cacheControlFallback, guardRequest } from "../../http/http-guards";
import { applyResponseHeaders } from "../../http/react-router-express";

/** Answers of a small Express app behind the guards server.ts puts first. */
async function answer(method: string, path: string, route?: (app: express.Express) => void) {
  const app = express();
  app.use(guardRequest({ siteOrigin: "http://localhost" }));
  app.use(cacheControlFallback);
  route?.(app);
  app.use((_req, res) => {
    res.status(405).send("no");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { method });
    return { status: res.status, allow: res.headers.get("allow"), cacheControl: res.headers.get("cache-control") };
  } finally {
    server.close();
  }
}

describe("OPTIONS", () => {
  test("answers which methods the site takes (Allow), not a bare 405", async () => {
    const res = await answer("OPTIONS", "/");
    expect(res.status).toBe(204);
    expect(res.allow).toBe("GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE");
  });
});

describe("Cache-Control", () => {
  test("an answer that says nothing about caching gets no-cache (the contact and newsletter pages)", async () => {
    const res = await answer("GET", "/contact", (app) => app.get("/contact", (_req, r) => void r.send("form")));
    expect(res.cacheControl).toBe("no-cache");
  });

  test("an answer that chose its own caching keeps it", async () => {
    const res = await answer("GET", "/x", (app) =>
      app.get("/x", (_req, r) => void r.set("Cache-Control", "public, max-age=60").send("x")),
    );
    expect(res.cacheControl).toBe("public, max-age=60");
  });
});

describe("the app's own headers", () => {
  test("a private download's policy and nosniff replace the page defaults instead of doubling them; cookies add up", async () => {
    const app = express();
    app.use((_req, res, next) => {
      res.setHeader("Content-Security-Policy", "default-src 'self'");
      res.setHeader("X-Content-Type-Options", "nosniff");
      next();
    });
    app.get("/file", (_req, res) => {
      const headers = new Headers({
        "Content-Security-Policy": "default-src 'none'; sandbox",
        "X-Content-Type-Options": "nosniff",
      });
      headers.append("Set-Cookie", "a=1");
      headers.append("Set-Cookie", "b=2");
      applyResponseHeaders(res, headers);
      res.end("bytes");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/file`);
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    } finally {
      server.close();
    }
  });
});

describe("a write from another address", () => {
  test("a local start takes a form from 127.0.0.1; a refused one says where to open the site and what to set", async () => {
    const app = express();
    app.use(
      guardRequest({ siteOrigin: "http://localhost:3000", origins: acceptedOrigins("http://localhost:3000", false) }),
    );
    app.post("/auth", (_req, res) => void res.send("signed in"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const post = (origin: string) =>
        fetch(`http://127.0.0.1:${port}/auth`, {
          method: "POST",
          headers: { origin, accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
          body: "email=a",
        });
      expect((await post("http://127.0.0.1:3000")).status).toBe(200);
      const refused = await post("http://192.168.1.9:3000");
      expect(refused.status).toBe(403);
      const page = await refused.text();
      expect(page).toContain("Cross-origin request refused");
      expect(page).toContain("This site takes forms from http://localhost:3000 or http://127.0.0.1:3000 or");
      expect(page).toContain("set BASE_URL to the address you use");
    } finally {
      server.close();
    }
  });
});
