import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the schemas' zod", () => {
  it("never evaluates a string (the Function probe a page's CSP reports)", async () => {
    const probe = vi.fn(() => {
      throw new EvalError("refused by the test, as a page's CSP refuses it");
    });
    // zod decides about its compiled parsers on an object schema's first parse; the probe is stubbed
    // once the modules are loaded (the test runner itself loads them with Function)
    const { z } = await import("~/domain/schemas/zod");
    vi.stubGlobal("Function", probe);
    const schema = z.object({ name: z.string().min(1), count: z.number().int() });
    expect(schema.parse({ name: "a", count: 2 })).toEqual({ name: "a", count: 2 });
    expect(schema.safeParse({ name: "", count: 1.5 }).success).toBe(false);
    expect(probe).not.toHaveBeenCalled();
  });
});
