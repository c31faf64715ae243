import { clampPage, PAGE_SIZE, type PageInfo, pageWindow } from "~/domain/pagination";

export type Page<T> = { rows: T[]; info: PageInfo };

/**
 * One page of a list in two statements whatever its length: the count, then the rows of the
 * requested page (the last page when it asks for more pages than there are).
 */
export async function readPage<T>({
  page,
  size = PAGE_SIZE,
  count,
  rows,
}: {
  page: number;
  size?: number;
  count: () => PromiseLike<number>;
  rows: (window: { limit: number; offset: number }) => PromiseLike<T[]>;
}): Promise<Page<T>> {
  const info = clampPage(page, Number(await count()), size);
  if (info.total === 0) return { rows: [], info };
  return { rows: await rows(pageWindow(info.page, size)), info };
}

/** A LIKE pattern that matches `text` anywhere, its own % and _ taken literally. */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
