import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { serverTimingHeader, timeRequest } from "../../http/server-timing.ts";

describe("Server-Timing", () => {
  it("names the database time, the statements and the total", () => {
    expect(serverTimingHeader({ statements: 7, dbMs: 12.34 }, 25)).toBe(
      'db;dur=12.3;desc="7 statements", total;dur=25.0',
    );
    expect(serverTimingHeader({ statements: 1, dbMs: 0.5 }, 1)).toBe('db;dur=0.5;desc="1 statement", total;dur=1.0');
  });

  it("is set on the answer with what the request counted until its headers went out", async () => {
    const server = http.createServer((_req, res) => {
      const timing = timeRequest(res);
      timing.statements = 3;
      timing.dbMs = 4.2;
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    server.close();
    expect(res.headers.get("server-timing")).toMatch(/^db;dur=4\.2;desc="3 statements", total;dur=\d+\.\d$/);
    expect(res.headers.get("content-type")).toBe("text/plain");
  });
});
