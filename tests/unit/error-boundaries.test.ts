import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every route module that renders a screen (it has a default export) also exports an ErrorBoundary, so a
 * failure shows a calm message with the request id inside the screen's own layout. Resource routes (no
 * default export: JSON, files, feeds) answer with a status code instead.
 */
const ROUTES = path.resolve("app/routes");

function routeModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeModules(file);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || entry.name.endsWith(".d.ts")) return [];
    if (entry.name === "routes.ts" || /\.server\.tsx?$/.test(entry.name)) return [];
    return [file];
  });
}

describe("error boundaries", () => {
  const screens = routeModules(ROUTES).filter((file) => /^export default /m.test(fs.readFileSync(file, "utf8")));

  it("finds the screens", () => {
    expect(screens.length).toBeGreaterThan(30);
  });

  it("every screen's route module exports an ErrorBoundary", () => {
    const missing = screens
      .filter((file) => !/^export function ErrorBoundary\(/m.test(fs.readFileSync(file, "utf8")))
      .map((file) => path.relative(process.cwd(), file));
    expect(missing).toEqual([]);
  });
});
