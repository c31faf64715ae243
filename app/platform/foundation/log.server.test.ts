import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { log, withRequestId } from "./log.server";

describe("log lines and the request id", () => {
  let lines: Record<string, unknown>[];
  const level = process.env.LOG_LEVEL;

  beforeEach(() => {
    process.env.LOG_LEVEL = "info";
    lines = [];
    const capture = (chunk: unknown) => {
      lines.push(JSON.parse(String(chunk)));
      return true;
    };
    vi.spyOn(process.stdout, "write").mockImplementation(capture);
    vi.spyOn(process.stderr, "write").mockImplementation(capture);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    process.env.LOG_LEVEL = level;
  });

  it("an error logged while a request is handled carries that request's id, also after an await", async () => {
    await withRequestId("req-1", async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.error("boom", { error: "bad" });
    });
    expect(lines).toEqual([expect.objectContaining({ level: "error", msg: "boom", requestId: "req-1", error: "bad" })]);
  });

  it("two requests handled at once keep their own ids", async () => {
    await Promise.all([
      withRequestId("a", async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.warn("from a");
      }),
      withRequestId("b", async () => {
        log.info("from b");
      }),
    ]);
    expect(lines.find((l) => l.msg === "from a")?.requestId).toBe("a");
    expect(lines.find((l) => l.msg === "from b")?.requestId).toBe("b");
  });

  it("a line outside any request has no request id", () => {
    log.info("startup");
    expect(lines[0]).not.toHaveProperty("requestId");
  });
});
