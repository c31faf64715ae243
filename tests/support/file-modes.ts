import fs from "node:fs";
import path from "node:path";

/** Every file and folder under `dir` whose mode lets its group or others in, as "path mode". */
export function looseModes(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    const full = path.join(entry.parentPath, entry.name);
    const mode = fs.lstatSync(full).mode;
    if (entry.isSymbolicLink() || (mode & 0o077) === 0) return [];
    return [`${path.relative(dir, full)} ${(mode & 0o777).toString(8)}`];
  });
}
