/**
 * A small, valid one-page PDF (PDF 1.4, Helvetica) with a title and lines of text, as its source: the
 * demo's shared documents (and the tests' uploads) are real files a browser opens, made without a PDF
 * library for a few hundred bytes. Printable ASCII only (the text is escaped to it): one byte a character.
 */
export function simplePdfSource(title: string, lines: readonly string[] = []): string {
  const pdfText = (text: string) => text.replace(/[^\x20-\x7e]/g, "-").replace(/[\\()]/g, (c) => `\\${c}`);
  const body = [
    "BT /F1 20 Tf 56 770 Td",
    `(${pdfText(title)}) Tj`,
    "/F1 11 Tf 0 -34 Td 16 TL",
    ...lines.map((line) => `(${pdfText(line)}) '`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${body.length} >>\nstream\n${body}\nendstream`,
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (const [i, object] of objects.entries()) {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

/** The same PDF as a file to store. */
export const simplePdf = (title: string, lines: readonly string[] = []) =>
  new Blob([simplePdfSource(title, lines)], { type: "application/pdf" });
