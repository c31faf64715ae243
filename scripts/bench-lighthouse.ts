/**
 * The bench's Lighthouse part: each page audited with Lighthouse's mobile defaults (emulated phone,
 * simulated slow 4G and CPU slowdown) in Debian's Chromium, `runs` times; the median score of each
 * category is kept, with the audits that cost the page points (to read why). Chromium comes from
 * CHROME_PATH, else /usr/bin/chromium.
 */
import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export type LighthouseResult = {
  page: string;
  runs: number;
  /** median score (0–100) per category */
  scores: Record<Category, number>;
  /** the median run's metrics, in ms (CLS unitless) */
  metrics: Record<string, number>;
  /** audits below full marks in the median performance run and any failed accessibility/practices/SEO audit */
  findings: string[];
  /** the median run's font requests: how many and their bytes on the wire */
  fonts: { files: number; bytes: number };
  /** the median run's cache audit ("Use efficient cache lifetimes"): its score and the addresses it lists */
  cache: { score: number | null; urls: string[] };
};

type TableItem = Record<string, unknown>;
function tableItems(lhr: RunnerResult["lhr"], id: string): TableItem[] {
  const details = lhr.audits[id]?.details as { items?: TableItem[] } | undefined;
  return details?.items ?? [];
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((p): p is string => Boolean(p && fs.existsSync(p)));
}

export async function runLighthouse(baseUrl: string, pages: string[], runs: number): Promise<LighthouseResult[]> {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error("Chromium not found: apt-get install chromium, or set CHROME_PATH");
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const page of pages) {
      const lhrs: RunnerResult["lhr"][] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${baseUrl}${page}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
        lhrs.push(result.lhr);
      }
      const score = (lhr: (typeof lhrs)[number], c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(lhrs.map((l) => score(l, c)))])) as Record<
        Category,
        number
      >;
      const middle = lhrs.find((l) => score(l, "performance") === scores.performance) ?? lhrs[0]!;
      const metric = (id: string) => Number(middle.audits[id]?.numericValue ?? Number.NaN);
      const findings: string[] = [];
      for (const c of CATEGORIES) {
        for (const ref of middle.categories[c]?.auditRefs ?? []) {
          const audit = middle.audits[ref.id];
          if (!audit || audit.score === null || audit.score >= 1) continue;
          if (ref.weight === 0 && c !== "performance") continue;
          if (c === "performance" && audit.score >= 0.9) continue;
          findings.push(`${c}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
        }
      }
      results.push({
        page,
        runs,
        scores,
        metrics: {
          fcpMs: Math.round(metric("first-contentful-paint")),
          lcpMs: Math.round(metric("largest-contentful-paint")),
          tbtMs: Math.round(metric("total-blocking-time")),
          cls: Number(metric("cumulative-layout-shift").toFixed(3)),
          siMs: Math.round(metric("speed-index")),
        },
        findings: [...new Set(findings)],
        fonts: (() => {
          const fonts = tableItems(middle, "network-requests").filter((r) => r.resourceType === "Font");
          return { files: fonts.length, bytes: fonts.reduce((n, r) => n + Number(r.transferSize ?? 0), 0) };
        })(),
        cache: {
          score: middle.audits["cache-insight"]?.score ?? null,
          urls: tableItems(middle, "cache-insight").map((r) => String(r.url ?? "")),
        },
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
