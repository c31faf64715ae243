import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, test } from "vitest";
import { trustProxySetting } from "../../http/trust-proxy";

/** The client IP Express derives under `TRUST_PROXY=value` for a request from this machine with this header. */
async function clientIp(value: string | undefined, forwardedFor: string) {
  const app = express();
  const setting = trustProxySetting(value);
  if (setting !== false) app.set("trust proxy", setting);
  app.get("/", (req, res) => {
    res.send(req.ip);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { "X-Forwarded-For": forwardedFor } });
    return (await res.text()).replace(/^::ffff:/, "");
  } finally {
    server.close();
  }
}

// the client wrote the left entry; the proxy in front of the server appended the address it saw
const SPOOFED = "6.6.6.6, 203.0.113.9";

describe("TRUST_PROXY", () => {
  test.each([
    [undefined, "127.0.0.1"],
    ["false", "127.0.0.1"],
    ["1", "203.0.113.9"],
    ["true", "203.0.113.9"],
    ["2", "6.6.6.6"],
    ["127.0.0.1", "203.0.113.9"],
    ["loopback, 203.0.113.0/24", "6.6.6.6"],
  ])("set to %s, takes the client IP %s, never an entry the client wrote past the trusted hops", async (value, ip) => {
    expect(await clientIp(value, SPOOFED)).toBe(ip);
  });

  test("with one trusted hop, a single X-Forwarded-For entry is the client's (as the e2e server's requests send)", async () => {
    expect(await clientIp("1", "198.51.100.4")).toBe("198.51.100.4");
  });

  test.each(["everything", "300.1.1.1", "10.0.0.0/99", "-1"])(
    "refuses %s with a message naming the setting",
    (value) => {
      expect(() => trustProxySetting(value)).toThrow(/TRUST_PROXY/);
    },
  );
});
