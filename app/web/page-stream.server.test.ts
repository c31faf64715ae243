import { describe, expect, it } from "vitest";
import { pageStream } from "./page-stream.server";

describe("the page stream", () => {
  it("sends a burst of React's 2 KB writes as one chunk, a later write as its own, and every byte in order", async () => {
    let ended = 0;
    const stream = pageStream(() => {
      ended += 1;
    });
    const out: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk));
    const done = new Promise((resolve) => stream.on("end", resolve));
    // the shell: 40 writes in one turn
    for (let i = 0; i < 40; i++) stream.write(Buffer.alloc(2048, i));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(out).toHaveLength(1);
    expect(out[0]!.length).toBe(40 * 2048);
    // deferred data, later
    stream.write(Buffer.from("<script>late</script>"));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(out).toHaveLength(2);
    expect(ended).toBe(0);
    stream.write(Buffer.from("</html>"));
    stream.end();
    await done;
    expect(ended).toBe(1);
    const all = Buffer.concat(out);
    expect(all.length).toBe(40 * 2048 + "<script>late</script></html>".length);
    expect(all[2048 * 39]).toBe(39);
    expect(all.subarray(40 * 2048).toString()).toBe("<script>late</script></html>");
  });
});
