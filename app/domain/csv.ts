/**
 * RFC 4180 CSV: fields with a comma, quote or line break are quoted, quotes doubled. A field that
 * a spreadsheet would run as a formula (= + - @, tab, carriage return) gets a leading apostrophe.
 */
export function csvField(value: string | number | boolean | Date | null | undefined) {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly Parameters<typeof csvField>[0][])[]) {
  return [header, ...rows]
    .map((row) => row.map(csvField).join(","))
    .join("\r\n")
    .concat("\r\n");
}
