import { expect, it } from "vitest";

/**
 * A table test: one test per row, each checking that `fn(input)` equals `expected`. The title takes
 * vitest's `%s`/`%j` placeholders for the input, then the expected value.
 */
export function itMaps<Input, Output>(title: string, fn: (input: Input) => Output, rows: Array<[Input, Output]>) {
  it.each(rows)(title, (input, expected) => {
    expect(fn(input)).toEqual(expected);
  });
}
