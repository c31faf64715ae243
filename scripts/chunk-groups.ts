/**
 * The build's chunk groups (decisions 020 and 024): what a public page's first load is made of.
 *
 * - `react`: React, React DOM and React Router, which every page loads.
 * - `shell`: the rest of what every page loads: the root's modules (the error page, the toasts, and the
 *   design system's Button and `cn` they draw with), the code every icon is drawn with, and what the
 *   public layout shares with the signed-in screens (the logo, the close icon).
 * - `site`: what every public page loads besides: the public layout (header, footer) and the public
 *   components that at least `SITE_SHARE` public pages show (page meta, sections, the page hero, the
 *   closing call to action). Nothing the signed-in screens use, so they never load it.
 * - `icons-public`: the icons two or more public pages show. An icon one module alone imports goes with
 *   that module (the service icons with the service picker), an icon one public page alone shows with
 *   that page; `icons-<page>` holds one public page's icons that signed-in screens show too.
 * - `icons-app`: the icons only the portal, the dashboard and the account screens show.
 * - Anything else is left to the bundler: a module goes with the pages that use it.
 *
 * Left to itself the bundler gives every set of pages sharing a module a file of its own, so a page
 * asked for up to 43 (public) or 84 (dashboard) script files, most of them one icon or one small
 * component, each compressed on its own (decision 020). A group takes in what its modules import
 * unless a group of higher priority has it: hence the order, and the rule that `site` holds nothing the
 * signed-in screens use (the dashboard would load it for that one module).
 *
 * The app imports icons from the `lucide-react` barrel, so the module graph cannot tell which page
 * uses which icon: the names are read from each module's import of the barrel and matched to the icon
 * files through the barrel's own export list.
 */
import fs from "node:fs";
import path from "node:path";

type Graph = { getModuleInfo(id: string): { code: string | null; importedIds: readonly string[] } | null };

const ICON_FILE = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/;
/** A component at least this many public pages show is in `site` (of 17: the public routes, the share page, the 404). */
const SITE_SHARE = 6;

const resolve = (file: string) => path.resolve(file);
const ROOT = "app/root.tsx";
const PUBLIC_LAYOUT = "app/routes/public/_layout.tsx";
/** The public site's pages: the marketing pages, the share pages and the 404; the sign-in screens go with the app. */
const isPublicPage = (file: string) =>
  /[\\/]app[\\/]routes[\\/](public|share)[\\/]/.test(file) || file.endsWith(`${path.sep}not-found.tsx`);

/** The route modules under app/routes (not the route tables, nor tests). */
function routeFiles(): string[] {
  const dir = resolve("app/routes");
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !/(^|[\\/])routes\.ts$/.test(f))
    .map((f) => path.join(dir, f));
}

/** Export name → icon file name, from the barrel's `export { default as A, default as B } from './icons/x.mjs'`. */
function iconFileByName(): Map<string, string> {
  const barrel = fs.readFileSync(resolve("node_modules/lucide-react/dist/esm/lucide-react.mjs"), "utf8");
  const byName = new Map<string, string>();
  for (const [, names, file] of barrel.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) byName.set(name!, file!);
  }
  return byName;
}

/**
 * The app modules `start` reaches through static imports, and the icons (`icon:<file>`) they import;
 * `importers` collects, for each icon, the modules that import it.
 */
function reachedFrom(
  graph: Graph,
  start: string[],
  iconFiles: Map<string, string>,
  importers: Map<string, Set<string>>,
): Set<string> {
  const seen = new Set(start);
  const queue = [...start];
  while (queue.length) {
    const id = queue.shift()!;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    for (const [, names] of (info.code ?? "").matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
      for (const spec of names!.split(",")) {
        const file = iconFiles.get(spec.trim().split(/\s+as\s+/)[0]!);
        if (!file) continue;
        seen.add(`icon:${file}`);
        importers.set(`icon:${file}`, (importers.get(`icon:${file}`) ?? new Set()).add(id));
      }
    }
    for (const id of info.importedIds) {
      if (!id.includes("node_modules") && !seen.has(id)) {
        seen.add(id);
        queue.push(id);
      }
    }
  }
  return seen;
}

type Group = "shell" | "site" | "icons-public" | "icons-app" | `icons-${string}`;

/** Which group each app module and icon goes in, from the module graph. */
function plan(graph: Graph): Map<string, Group> {
  const iconFiles = iconFileByName();
  const importers = new Map<string, Set<string>>();
  const reached = (start: string[]) => reachedFrom(graph, start, iconFiles, importers);
  const routes = routeFiles();
  const root = reached([resolve(ROOT)]);
  const layout = reached([resolve(PUBLIC_LAYOUT)]);
  const signedIn = reached(routes.filter((f) => !isPublicPage(f) && f !== resolve(PUBLIC_LAYOUT)));
  /** module → the public pages that load it (by file name: home, contact, share…) */
  const pages = new Map<string, string[]>();
  for (const page of routes.filter((f) => isPublicPage(f) && f !== resolve(PUBLIC_LAYOUT))) {
    const name = path.basename(page).replace(/\.tsx?$/, "");
    for (const id of reached([page])) if (id !== page) pages.set(id, [...(pages.get(id) ?? []), name]);
  }

  const groups = new Map<string, Group>();
  for (const id of new Set([...root, ...layout, ...pages.keys(), ...signedIn])) {
    const isIcon = id.startsWith("icon:");
    const shownBy = pages.get(id)?.length ?? 0;
    if (root.has(id) || (layout.has(id) && signedIn.has(id))) groups.set(id, "shell");
    else if (layout.has(id)) groups.set(id, "site");
    // an icon one module alone imports goes with that module (the service icons with their picker)
    else if (isIcon && (importers.get(id)?.size ?? 0) < 2) continue;
    else if (isIcon && shownBy >= 2) groups.set(id, "icons-public");
    // one public page's icons that signed-in screens show too: a file of that page's, not one each
    else if (isIcon && shownBy === 1 && signedIn.has(id)) groups.set(id, `icons-${pages.get(id)![0]}`);
    else if (isIcon && shownBy === 0) groups.set(id, "icons-app");
    else if (!isIcon && shownBy >= SITE_SHARE && !signedIn.has(id)) groups.set(id, "site");
  }
  return groups;
}

/** React, React DOM, React Router and their helpers, which every page loads: first, so no other group takes them in. */
const react = {
  name: "react",
  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
  priority: 5,
};

/** The code every icon is drawn with. */
const ICON_CODE = /lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/;

function planned() {
  let groups: Map<string, Group> | undefined;
  return (id: string, graph: Graph): Group | undefined => {
    // route modules are entries (React Router reads their exports): never moved into a group
    if (id.includes("\0") || /[\\/]app[\\/](routes[\\/]|root\.tsx)/.test(id)) return undefined;
    groups ??= plan(graph);
    const icon = ICON_FILE.exec(id)?.[1];
    return groups.get(icon ? `icon:${icon}` : id);
  };
}

export function chunkGroups() {
  const groupOf = planned();
  const group = (name: Group, priority: number) => ({
    priority,
    debugName: name,
    name: (id: string, graph: Graph) => (groupOf(id, graph) === name ? name : null),
  });
  return [
    react,
    {
      priority: 4,
      debugName: "shell",
      name: (id: string, graph: Graph) => (ICON_CODE.test(id) || groupOf(id, graph) === "shell" ? "shell" : null),
    },
    // above `site`, which would otherwise take in the icons its components import, signed-in screens' too
    {
      priority: 3,
      debugName: "icons of public pages",
      name: (id: string, graph: Graph) => {
        const name = groupOf(id, graph);
        return name?.startsWith("icons-") && name !== "icons-app" ? name : null;
      },
    },
    group("site", 2),
    group("icons-app", 1),
  ];
}
