import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { looseModes } from "../../tests/support/file-modes";
import { makeTreePrivate } from "./private-files.server";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("makeTreePrivate", () => {
  it("takes group and others out of every folder and file, keeping the owner's bits", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "private-files-"));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, "pg", "base"), { recursive: true, mode: 0o777 });
    fs.chmodSync(path.join(dir, "pg"), 0o777);
    fs.writeFileSync(path.join(dir, "pg", "base", "1"), "x", { mode: 0o666 });
    fs.chmodSync(path.join(dir, "pg", "base", "1"), 0o666);
    fs.writeFileSync(path.join(dir, "run.sh"), "x");
    fs.chmodSync(path.join(dir, "run.sh"), 0o755);
    expect(looseModes(dir).length).toBeGreaterThan(0);

    makeTreePrivate(dir);

    expect(looseModes(dir)).toEqual([]);
    expect(fs.statSync(path.join(dir, "pg")).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dir, "pg", "base", "1")).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(dir, "run.sh")).mode & 0o777).toBe(0o700);
  });

  it("does nothing for a folder that does not exist yet", () => {
    expect(() => makeTreePrivate(path.join(os.tmpdir(), "no-such-folder-private-files"))).not.toThrow();
  });
});
