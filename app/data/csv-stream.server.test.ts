import { describe, expect, it } from "vitest";
import { csvResponse, csvStream } from "./csv-stream.server";

const BOM = [0xef, 0xbb, 0xbf];
const bytesOf = async (res: Response) => [...new Uint8Array(await res.arrayBuffer())];
const decoded = (bytes: number[]) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(new Uint8Array(bytes));

describe("csvResponse", () => {
  it("starts a text export with the UTF-8 byte-order mark, so spreadsheets read accents as UTF-8", async () => {
    const bytes = await bytesOf(csvResponse("people", "name\r\nZoë Ångström\r\n"));
    expect(bytes.slice(0, 3)).toEqual(BOM);
    expect(decoded(bytes)).toBe("\uFEFFname\r\nZoë Ångström\r\n");
  });

  it("starts a streamed export with the byte-order mark once, before the header, formulas still guarded", async () => {
    const rows = [
      { name: "Zoë Ångström", cursor: { at: "t", id: "1" } },
      { name: "=1+1", cursor: { at: "t", id: "0" } },
    ];
    const stream = csvStream(
      ["name"],
      async (after) => (after ? [] : rows),
      (row) => [row.name],
      2,
    );
    const bytes = await bytesOf(csvResponse("people", stream));
    expect(bytes.slice(0, 3)).toEqual(BOM);
    expect(decoded(bytes)).toBe("\uFEFFname\r\nZoë Ångström\r\n'=1+1\r\n");
  });
});
