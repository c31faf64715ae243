/**
 * Every page is valid HTML: the Nu Html Checker (npm `vnu-jar`, run on Java) reads the HTML the server
 * sends for the public pages (the sitemap and the sign-in screens), the client portal and the staff
 * dashboard (each screen their navigation links to, one level deep, and one sprint page). Warnings
 * are not failures; errors are, each listed with its page, line and message.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { type APIRequestContext, expect, test } from "./fixtures";
import { type AccountName, stateFor } from "./support";

const run = promisify(execFile);
const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
const outDir = path.resolve(process.env.E2E_RUN_DIR ?? ".tmp/e2e", "html");

/** Same-site links of a page that start with one of the prefixes, without fragments, query or files. */
function linksOf(html: string, prefixes: string[]) {
  const hrefs = [...html.matchAll(/href="(\/[^"#?]*)(?:\?[^"#]*)?(?:#[^"]*)?"/g)].map((m) => m[1]!);
  return hrefs.filter((href) => prefixes.some((p) => href === p || href.startsWith(`${p}/`)) && !/\.\w+$/.test(href));
}

async function save(request: APIRequestContext, pathname: string, name: string, saved: Map<string, string>) {
  const res = await request.get(pathname, { maxRedirects: 0 });
  if (res.status() !== 200 || !(res.headers()["content-type"] ?? "").startsWith("text/html")) return "";
  const html = await res.text();
  const file = `${name}${pathname === "/" ? "-home" : pathname.replaceAll(/[^a-z0-9]+/gi, "-")}.html`;
  fs.writeFileSync(path.join(outDir, file), html);
  saved.set(file, `${name} ${pathname}`);
  return html;
}

test("the public pages, the client portal and the dashboard are valid HTML (Nu Html Checker)", async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const saved = new Map<string, string>();

  // the public site: every address of the sitemap and the screens it leaves out
  const visitor = await playwright.request.newContext({ baseURL });
  const sitemap = await (await visitor.get("/sitemap.xml")).text();
  const publicPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(publicPaths.length).toBeGreaterThan(5);
  for (const p of new Set([...publicPaths, "/auth", "/auth/forgot-password", "/newsletter"])) {
    await save(visitor, p, "public", saved);
  }
  await visitor.dispose();

  // signed in: the start screen, then each screen its links lead to
  const areas: [AccountName, string, string[]][] = [
    ["acme", "/client-portal", ["/client-portal", "/account"]],
    ["admin", "/dashboard", ["/dashboard", "/account"]],
  ];
  for (const [account, start, prefixes] of areas) {
    const request = await playwright.request.newContext({ baseURL, storageState: stateFor(account) });
    const html = await save(request, start, account, saved);
    expect(html, `${account} reaches ${start}`).toContain("<main");
    const next = new Set(linksOf(html, prefixes));
    // one screen of each kind a list links to (a sprint, a client project's manage view)
    for (const p of [...next]) {
      const inner = await save(request, p, account, saved);
      const detail = linksOf(inner, prefixes).find((href) => /\/[0-9a-f-]{36}$/.test(href));
      if (detail && !next.has(detail)) {
        next.add(detail);
        await save(request, detail, account, saved);
      }
    }
    await request.dispose();
  }
  expect(saved.size).toBeGreaterThan(30);

  const result = await run(
    "java",
    // a short run: the quick compiler only and one garbage-collector thread took the checker from 8.8 to 4.7 s of
    // CPU on 55 pages (its schema's recursion then needs a larger stack than the default 1 MB)
    [
      "-Xss16m",
      "-XX:TieredStopAtLevel=1",
      "-XX:+UseSerialGC",
      "-jar",
      VNU_JAR,
      "--errors-only",
      "--format",
      "json",
      "--exit-zero-always",
      outDir,
    ],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const { messages } = JSON.parse(result.stderr || result.stdout) as {
    messages: { type: string; url: string; lastLine?: number; message: string; extract?: string }[];
  };
  const errors = messages
    .filter((m) => m.type === "error")
    .map((m) => `${saved.get(path.basename(decodeURIComponent(m.url))) ?? m.url}:${m.lastLine ?? "?"} ${m.message}`);
  console.log(`Nu Html Checker: ${saved.size} pages, ${errors.length} errors`);
  expect(errors).toEqual([]);
});
