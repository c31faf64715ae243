/** `npm start`: build when no build exists, then serve (migrations and demo seed run on start). */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

if (!fs.existsSync(`${process.env.BUILD_DIR ?? "build"}/server/index.js`) || process.env.FORCE_BUILD === "1") {
  console.log("No build found: building first (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= "production";
await import("../server.ts");
