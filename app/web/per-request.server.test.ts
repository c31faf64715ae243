import { describe, expect, it } from "vitest";
import { oncePerRequest } from "./per-request.server";

describe("oncePerRequest", () => {
  it("runs a read once per request and key, and again for another request or key", async () => {
    let runs = 0;
    const read = async () => ++runs;
    const one = new Request("http://x.test/a");
    const [a, b] = await Promise.all([oncePerRequest(one, "k", read), oncePerRequest(one, "k", read)]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    expect(await oncePerRequest(one, "other", read)).toBe(2);
    expect(await oncePerRequest(new Request("http://x.test/a"), "k", read)).toBe(3);
  });

  it("runs a lazy query (a thenable that runs when awaited) once", async () => {
    let runs = 0;
    // biome-ignore lint/suspicious/noThenProperty: a stand-in for a Drizzle query, which runs when awaited
    const lazy = { then: (resolve: (v: number) => void) => resolve(++runs) } as PromiseLike<number>;
    const request = new Request("http://x.test/b");
    await oncePerRequest(request, "q", () => lazy);
    await oncePerRequest(request, "q", () => lazy);
    expect(runs).toBe(1);
  });
});
