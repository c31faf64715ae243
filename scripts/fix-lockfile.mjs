// The package mirror this project installs from lacks some other-platform binaries (e.g. Biome's and
// Tailwind's macOS/Windows builds), so `npm install` leaves them out of package-lock.json and `npm ci` then
// refuses the lock as out of sync. This adds lock entries for such optional platform packages, marked with
// their os/cpu so npm skips them on this platform without fetching. Run after changing dependencies:
//   npm install <pkg> && node scripts/fix-lockfile.mjs
import fs from "node:fs";

const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));
const pkgs = lock.packages;
let added = 0;

function platformOf(name) {
  const n = name.split("/").pop();
  const os = ["android", "darwin", "freebsd", "win32", "linux", "openbsd", "sunos", "aix"].find((o) => n.includes(o));
  const cpu = ["arm64", "x64", "ia32", "arm", "wasm32", "riscv64", "s390x", "ppc64", "loong64"].find((c) =>
    new RegExp(`(^|-)${c}(-|$)`).test(n),
  );
  const libc = n.includes("musl") ? "musl" : n.includes("gnu") ? "glibc" : undefined;
  return { os, cpu, libc };
}

for (const [path, entry] of Object.entries(pkgs)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `${path ? `${path}/` : ""}node_modules/${dep}`.replace(
      /^node_modules\/(.*)\/node_modules\//,
      "node_modules/$1/node_modules/",
    );
    const hoisted = `node_modules/${dep}`;
    if (pkgs[key] || pkgs[hoisted]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue;
    pkgs[hoisted] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(os ? { os: [os] } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      dev: entry.dev || undefined,
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
fs.writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
console.log(`fix-lockfile: added ${added} platform entries`);
