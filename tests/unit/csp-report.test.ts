import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, test } from "vitest";
import { type CspViolation, cspReportRoute } from "../../http/csp-report";

async function post(body: string, contentType: string) {
  const logged: CspViolation[] = [];
  const app = express();
  app.use(cspReportRoute((v) => logged.push(v)));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/csp-report`, {
      method: "POST",
      headers: { "content-type": contentType },
      body,
    });
    return { status: res.status, logged };
  } finally {
    server.close();
  }
}

describe("CSP reports", () => {
  test("a report-uri report is logged with its directive, what was blocked and the page", async () => {
    const report = {
      "csp-report": {
        "document-uri": "https://studio.example/contact",
        "effective-directive": "script-src-elem",
        "violated-directive": "script-src-elem",
        "blocked-uri": "eval",
      },
    };
    const { status, logged } = await post(JSON.stringify(report), "application/csp-report");
    expect(status).toBe(204);
    expect(logged).toEqual([{ directive: "script-src-elem", blocked: "eval", page: "https://studio.example/contact" }]);
  });

  test("the Reporting API's list is logged item by item; other report types are not", async () => {
    const reports = [
      {
        type: "csp-violation",
        body: { effectiveDirective: "img-src", blockedURL: "https://cdn.example/x.png", documentURL: "https://s/" },
      },
      { type: "deprecation", body: { id: "x" } },
    ];
    const { status, logged } = await post(JSON.stringify(reports), "application/reports+json");
    expect(status).toBe(204);
    expect(logged).toEqual([{ directive: "img-src", blocked: "https://cdn.example/x.png", page: "https://s/" }]);
  });

  test("a body that is no report logs nothing; a long field is cut", async () => {
    expect((await post("{}", "application/csp-report")).logged).toEqual([]);
    const long = { "csp-report": { "blocked-uri": "x".repeat(5000), "effective-directive": "img-src" } };
    const { logged } = await post(JSON.stringify(long), "application/csp-report");
    expect(logged[0]!.blocked).toHaveLength(300);
  });
});
