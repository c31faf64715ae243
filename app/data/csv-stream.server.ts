import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { csvField } from "~/domain/csv";
import type { Cursor } from "~/domain/pagination";

/** Where a streamed export stopped: the last row's time, as the database writes it, and its id. */
export type { Cursor };

type CsvValue = Parameters<typeof csvField>[0];

/** A row's time as the database's own text: it keeps the microseconds a JavaScript Date would drop. */
export const cursorText = (time: PgColumn) => sql<string>`${time}::text`;

/**
 * The rows after `cursor` in newest-first order of (time, id); everything when there is no cursor.
 * Compared as a pair, so that an index on (time, id) reads the next batch from where the last one
 * stopped instead of passing over every row before it.
 */
export function olderThan(time: PgColumn | SQL, id: PgColumn | SQL, cursor: Cursor | null): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${time}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id})`;
}

/**
 * A CSV download streamed in batches (newest first, keyset-paged on time and id), so a long export
 * never sits in memory whole: `readBatch(after, limit)` reads the next rows, each carrying its cursor.
 * Every field goes through `csvField`, which guards against spreadsheet formulas.
 */
export function csvStream<Row extends { cursor: Cursor }>(
  header: readonly string[],
  readBatch: (after: Cursor | null, limit: number) => Promise<Row[]>,
  fields: (row: Row) => CsvValue[],
  batchSize = 500,
) {
  const encoder = new TextEncoder();
  let after: Cursor | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${header.join(",")}\r\n`));
      }
      const rows = await readBatch(after, batchSize);
      const text = rows.map((row) => `${fields(row).map(csvField).join(",")}\r\n`).join("");
      if (text) controller.enqueue(encoder.encode(text));
      const last = rows.at(-1);
      if (rows.length < batchSize || !last) controller.close();
      else after = last.cursor;
    },
  });
}

/** UTF-8's byte-order mark: without it Excel and LibreOffice's default import read the file as Latin-1. */
const BOM = new Uint8Array([0xef, 0xbb, 0xbf]);

function withByteOrderMark(body: ReadableStream<Uint8Array> | string) {
  if (typeof body === "string") return `\uFEFF${body}`;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      start(controller) {
        controller.enqueue(BOM);
      },
    }),
  );
}

/** The response of a CSV download: UTF-8 with its byte-order mark, never cached, saved under `name-YYYY-MM-DD.csv`. */
export function csvResponse(name: string, body: ReadableStream<Uint8Array> | string) {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(withByteOrderMark(body), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
