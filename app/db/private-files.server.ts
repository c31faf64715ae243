import fs from "node:fs";
import path from "node:path";

/**
 * Makes a folder and everything in it private to this process's user: folders 0700, files lose their
 * group and other bits. Run on the data folder at start (an install made before this, or copied in with
 * loose modes, is tightened too) and on a new embedded database once PGlite has unpacked it.
 * Symbolic links are left alone (their target is not ours to change).
 */
export function makeTreePrivate(dir: string) {
  const walk = (folder: string) => {
    fs.chmodSync(folder, 0o700);
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && (fs.statSync(full).mode & 0o077) !== 0) {
        fs.chmodSync(full, fs.statSync(full).mode & 0o700);
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
}
