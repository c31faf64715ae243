import { describe, expect, test } from "vitest";
import { acceptedOrigins } from "../../app/domain/origins";
import {
  badTargetReason,
  bodyLimitFor,
  FORM_BODY_LIMIT,
  isOneClickUnsubscribe,
  isPrivateRequest,
  isSameOriginRequest,
  JSON_BODY_LIMIT,
  LONG_FORM_BODY_LIMIT,
  OTHER_BODY_LIMIT,
  refuse,
  routePath,
} from "../../http/http-guards";

const MB = 1024 * 1024;
const NO_STORE_VALUE = "private, no-store";

describe("body limits", () => {
  test.each([
    ["/contact", "application/x-www-form-urlencoded", FORM_BODY_LIMIT],
    ["/contact.data", "application/x-www-form-urlencoded; charset=UTF-8", FORM_BODY_LIMIT],
    ["/contact", "multipart/form-data; boundary=x", FORM_BODY_LIMIT],
    ["/api/submit-feedback", "application/json", JSON_BODY_LIMIT],
    ["/client-portal", "application/json", JSON_BODY_LIMIT],
    ["/client-portal", "multipart/form-data; boundary=x", 20 * MB + 64 * 1024],
    ["/client-portal.data", "multipart/form-data; boundary=x", 20 * MB + 64 * 1024],
    ["/client-portal/sprint/abc.data", "multipart/form-data; boundary=x", 20 * MB + 64 * 1024],
    ["/client-portal/sprint/abc/x", "multipart/form-data; boundary=x", FORM_BODY_LIMIT],
    ["/client-portal/files.data", "multipart/form-data; boundary=x", 20 * MB + 64 * 1024],
    ["/client-portal/notifications", "multipart/form-data; boundary=x", 20 * MB + 64 * 1024],
    ["/client-portal/files/x", "multipart/form-data; boundary=x", FORM_BODY_LIMIT],
    ["/dashboard/client-projects", "multipart/form-data; boundary=x", 20 * MB + 64 * 1024],
    ["/dashboard/client-projects/abc", "multipart/form-data; boundary=x", 20 * MB + 64 * 1024],
    ["/dashboard/client-projects/abc/files.data", "multipart/form-data; boundary=x", 20 * MB + 64 * 1024],
    ["/dashboard/client-projects/abc/messages", "multipart/form-data; boundary=x", 20 * MB + 64 * 1024],
    ["/dashboard/client-projects/abc/x", "multipart/form-data; boundary=x", FORM_BODY_LIMIT],
    ["/client-portal", "application/x-www-form-urlencoded", FORM_BODY_LIMIT],
    ["/dashboard/uploads", "multipart/form-data; boundary=x", 5 * MB + 64 * 1024],
    ["/dashboard/invoices.data", "multipart/form-data; boundary=x", 10 * MB + 64 * 1024],
    ["/dashboard/blogs.data", "application/x-www-form-urlencoded", LONG_FORM_BODY_LIMIT],
    ["/dashboard/projects", "application/x-www-form-urlencoded", LONG_FORM_BODY_LIMIT],
    ["/dashboard/sprints", "application/x-www-form-urlencoded", FORM_BODY_LIMIT],
    ["/contact", "application/octet-stream", OTHER_BODY_LIMIT],
    ["/contact", undefined, OTHER_BODY_LIMIT],
  ])("%s as %s: %i bytes", (path, type, limit) => {
    expect(bodyLimitFor(path, type)).toBe(limit);
  });

  test("a long content form still fits: 200,000 characters of HTML, form-encoded", () => {
    const encoded = new URLSearchParams({ content: "<p>é</p>".repeat(25_000) }).toString();
    expect(encoded.length).toBeLessThan(LONG_FORM_BODY_LIMIT);
  });
});

describe("request targets", () => {
  test.each([
    "/%zz",
    "/blog/%E0%A4%A",
    "/blog/%00",
    "/blog?q=%00",
    "/blog?%00=x",
    "/uploads/..%2f..",
    "/uploads/%2e%2e/secret",
    "/uploads/a/..%5c..%5cb",
    "/uploads/./x",
  ])("%s is refused", (url) => {
    expect(badTargetReason(url)).not.toBeNull();
  });

  test.each(["/", "/blog/a-post", "/blog?q=hello%20world", "/blog?q=%zz", "/uploads/blogs/1-ab.png", "/a..b/c..."])(
    "%s is fine",
    (url) => {
      expect(badTargetReason(url)).toBeNull();
    },
  );

  test("the route of a data request", () => {
    expect(routePath("/_root.data")).toBe("/");
    expect(routePath("/client-portal.data")).toBe("/client-portal");
    expect(routePath("/dashboard/")).toBe("/dashboard");
  });
});

describe("same-origin writes", () => {
  const site = "https://studio.example";
  test.each([
    [{ origin: site }, true],
    [{ origin: "https://evil.example" }, false],
    [{ origin: "null" }, false],
    [{ origin: "http://studio.example" }, false],
    [{ origin: "https://evil.example", "sec-fetch-site": "same-origin" }, false],
    [{ "sec-fetch-site": "same-origin" }, true],
    [{ "sec-fetch-site": "none" }, true],
    [{ "sec-fetch-site": "same-site" }, false],
    [{ "sec-fetch-site": "cross-site" }, false],
    [{}, false],
  ])("%o → %s", (headers, expected) => {
    expect(isSameOriginRequest(headers, site)).toBe(expected);
  });

  test("a local start (no BASE_URL) takes its loopback aliases on the same port, and nothing else", () => {
    const local = acceptedOrigins("http://localhost:3000", false);
    expect(local).toEqual(["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]);
    expect(isSameOriginRequest({ origin: "http://127.0.0.1:3000" }, local)).toBe(true);
    expect(isSameOriginRequest({ origin: "http://[::1]:3000" }, local)).toBe(true);
    for (const other of ["http://127.0.0.1:3001", "https://127.0.0.1:3000", "http://rebind.example:3000"]) {
      expect(isSameOriginRequest({ origin: other }, local)).toBe(false);
    }
    // a deployment's address is the one origin, whatever its host
    expect(acceptedOrigins("http://localhost:3000", true)).toEqual(["http://localhost:3000"]);
    expect(acceptedOrigins("https://studio.example", false)).toEqual(["https://studio.example"]);
    expect(acceptedOrigins("", false)).toEqual([""]);
  });
});

describe("the one-click unsubscribe is the only write allowed from anywhere", () => {
  test.each([
    ["POST", "/newsletter/unsubscribe", true],
    ["POST", "/newsletter/unsubscribe/", true],
    ["GET", "/newsletter/unsubscribe", false],
    ["PUT", "/newsletter/unsubscribe", false],
    ["DELETE", "/newsletter/unsubscribe", false],
    ["POST", "/newsletter/unsubscribe.data", false],
    ["POST", "/newsletter", false],
    ["POST", "/newsletter/confirm", false],
    ["POST", "/newsletter/unsubscribe/x", false],
    ["POST", "/contact", false],
    ["POST", "/digest/stop", true],
    ["GET", "/digest/stop", false],
    ["POST", "/digest/stop.data", false],
    ["POST", "/digest", false],
  ])("%s %s → %s", (method, path, expected) => {
    expect(isOneClickUnsubscribe(method, path)).toBe(expected);
  });
});

describe("private answers", () => {
  test.each([
    ["GET", "/dashboard", undefined, true],
    ["GET", "/dashboard.data", undefined, true],
    ["GET", "/client-portal/sprint/x", undefined, true],
    ["GET", "/files/invoices/x", undefined, true],
    ["GET", "/api/auth/get-session", undefined, true],
    ["GET", "/auth", undefined, true],
    ["GET", "/blog", "better-auth.session_token=abc", true],
    ["GET", "/blog", "theme=dark; __Secure-better-auth.session_token=abc", true],
    ["POST", "/contact", undefined, true],
    ["GET", "/blog", undefined, false],
    ["GET", "/", "theme=dark", false],
    ["GET", "/dashboards-are-fun", undefined, false],
  ])("%s %s cookie=%s → %s", (method, path, cookie, expected) => {
    expect(isPrivateRequest(method, path, cookie)).toBe(expected);
  });
});

describe("refusals", () => {
  /** refuse() against a stand-in request and response: what it wrote. */
  function refused(url: string, headers: Record<string, string>, hint?: string) {
    const written: { status?: number; headers?: Record<string, string>; body?: string } = {};
    const res = {
      headersSent: false,
      writeHead(status: number, h: Record<string, string>) {
        written.status = status;
        written.headers = h;
      },
      end(body: string) {
        written.body = body;
      },
    };
    refuse({ url, headers } as never, res as never, 413, "The request body is too large", {}, hint);
    return written;
  }

  test("a browser's page load gets a page: the reason, what to do, and a way back to this site's page", () => {
    const page = refused(
      "/client-portal?tab=files",
      {
        accept: "text/html,application/xhtml+xml,*/*;q=0.8",
        host: "studio.test",
        referer: "http://studio.test/client-portal?tab=files",
      },
      "A file sent here may be up to 20 MB. Go back and choose a smaller file.",
    );
    expect(page.status).toBe(413);
    expect(page.headers?.["Content-Type"]).toBe("text/html; charset=utf-8");
    expect(page.headers?.["Cache-Control"]).toBe(NO_STORE_VALUE);
    expect(page.body).toContain("<h1>The request body is too large</h1>");
    expect(page.body).toContain("<p>A file sent here may be up to 20 MB. Go back and choose a smaller file.</p>");
    expect(page.body).toContain('<a href="/client-portal?tab=files">Go back</a>');
    expect(page.body).not.toContain("<script");
    expect(Number(page.headers?.["Content-Length"])).toBe(Buffer.byteLength(page.body!));
  });

  test("the way back never leaves the site, and what it echoes is escaped", () => {
    const elsewhere = refused("/contact", { accept: "text/html", host: "studio.test", referer: "https://evil.test/x" });
    expect(elsewhere.body).toContain('<a href="/">Go back</a>');
    const hostile = refused("/contact", {
      accept: "text/html",
      host: "studio.test",
      referer: 'http://studio.test/contact?q="><script>alert(1)</script>',
    });
    expect(hostile.body).not.toContain("<script>");
    // the address comes back as the URL parser writes it: quotes and brackets percent-encoded
    expect(hostile.body).toContain('<a href="/contact?q=%22%3E%3Cscript%3Ealert(1)%3C/script%3E">Go back</a>');
    const twoParams = refused("/contact", {
      accept: "text/html",
      host: "studio.test",
      referer: "http://studio.test/x?a=1&b=2",
    });
    expect(twoParams.body).toContain('<a href="/x?a=1&amp;b=2">Go back</a>');
  });

  test("data requests, the JSON endpoints and other clients keep their short answers", () => {
    expect(refused("/client-portal.data", { accept: "text/html" }).headers?.["Content-Type"]).toBe(
      "text/plain; charset=utf-8",
    );
    expect(refused("/api/anything", { accept: "text/html" }).body).toBe(
      JSON.stringify({ error: "The request body is too large" }),
    );
    expect(refused("/contact", { accept: "*/*" }).body).toBe("The request body is too large\n");
  });
});
