/**
 * The build's chunk groups (decision 020): React and its router in one chunk, the code that draws an
 * icon in another, and the icons in two instead of one per combination of pages. Left to itself the
 * bundler gave each set of pages sharing some icons its own file, so a page asked for up to 43 (public)
 * or 84 (dashboard) script files, most of them one icon. Icons any public page uses go in
 * `icons-public`; the rest (portal, dashboard, account) in `icons-app`, so the public pages never load
 * the staff screens' icons.
 *
 * The app imports icons from the `lucide-react` barrel, so the module graph cannot tell which page
 * uses which icon: the names are read from each public module's import of the barrel and matched to
 * the icon files through the barrel's own export list.
 */
import fs from "node:fs";
import path from "node:path";

type Graph = { getModuleInfo(id: string): { code: string | null; importedIds: readonly string[] } | null };

const ICON_FILE = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/;
/** The public site's routes (marketing pages, share pages, the 404) and the root every page renders in; the sign-in screens go with the app. */
const PUBLIC_ROOTS = ["app/root.tsx", "app/routes/not-found.tsx", "app/routes/public", "app/routes/share"];

function files(entry: string): string[] {
  const full = path.resolve(entry);
  if (!fs.statSync(full).isDirectory()) return [full];
  return fs
    .readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(full, f));
}

/** Export name → icon file name, from the barrel's `export { default as A, default as B } from './icons/x.mjs'`. */
function iconFileByName(): Map<string, string> {
  const barrel = fs.readFileSync(path.resolve("node_modules/lucide-react/dist/esm/lucide-react.mjs"), "utf8");
  const byName = new Map<string, string>();
  for (const [, names, file] of barrel.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) byName.set(name!, file!);
  }
  return byName;
}

/** React, React DOM and React Router, which every page loads: first, so no other group takes them in. */
const react = {
  name: "react",
  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
  priority: 3,
};

/** The code every icon is drawn with, which every page loads. */
const iconCode = {
  name: "icons-core",
  test: /lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/,
  priority: 2,
};

function iconChunks() {
  let publicIcons: Set<string> | undefined;

  function findPublicIcons(graph: Graph) {
    const byName = iconFileByName();
    const found = new Set<string>();
    const queue = PUBLIC_ROOTS.flatMap(files);
    const seen = new Set(queue);
    while (queue.length) {
      const info = graph.getModuleInfo(queue.shift()!);
      if (!info) continue;
      for (const [, names] of (info.code ?? "").matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
        for (const spec of names!.split(",")) {
          const file = byName.get(spec.trim().split(/\s+as\s+/)[0]!);
          if (file) found.add(file);
        }
      }
      for (const id of info.importedIds) {
        if (!id.includes("node_modules") && !seen.has(id)) {
          seen.add(id);
          queue.push(id);
        }
      }
    }
    return found;
  }

  return {
    /** below React's own group: a group takes in what its modules import, unless a higher one has it */
    priority: 1,
    debugName: "icons",
    name(id: string, graph: Graph): string | null {
      const icon = ICON_FILE.exec(id)?.[1];
      if (!icon) return null;
      publicIcons ??= findPublicIcons(graph);
      return publicIcons.has(icon) ? "icons-public" : "icons-app";
    },
  };
}

export const chunkGroups = () => [react, iconCode, iconChunks()];
