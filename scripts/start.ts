/** `npm start`: build when no build exists, then serve (migrations and demo seed run on start). */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const buildDir = process.env.BUILD_DIR ?? "build";
if (!fs.existsSync(`${buildDir}/server/index.js`) || process.env.FORCE_BUILD === "1") {
  // A production install (`npm prune --omit=dev`, `npm ci --omit=dev`) has no build tools: say so instead of failing inside npm.
  if (!fs.existsSync("node_modules/@react-router/dev/package.json")) {
    console.error(
      `No build in ${buildDir}/ and the build tools are not installed: run \`npm ci && npm run build\` before \`npm prune --omit=dev\`.`,
    );
    process.exit(1);
  }
  console.log("No build found: building first (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= "production";
await import("../server.ts");
