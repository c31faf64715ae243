/** A Cookie header after a response's Set-Cookie, as a browser keeps it (a cleared cookie is dropped). */
export function afterSetCookie(cookie: string, headers: Headers) {
  const all = new Map(
    cookie
      .split("; ")
      .filter(Boolean)
      .map((c) => [c.split("=")[0]!, c] as const),
  );
  for (const set of headers.getSetCookie()) {
    const pair = set.split(";")[0]!;
    const name = pair.split("=")[0]!;
    if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(set) || pair.endsWith("=")) all.delete(name);
    else all.set(name, pair);
  }
  return [...all.values()].join("; ");
}
