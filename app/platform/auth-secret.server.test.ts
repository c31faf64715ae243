import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { validateEnv } from "~/platform/foundation/env.server";
import { AUTH_SECRET_FILE, authSecret, initAuthSecret, resetAuthSecretForTests } from "./auth-secret.server";

const saved = { DATA_DIR: process.env.DATA_DIR, AUTH_SECRET: process.env.AUTH_SECRET };
const tempDirs: string[] = [];
/** A fresh DATA_DIR, removed after the test. */
function tempDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

// test files share a worker process: another file may have set the secret up already
beforeEach(() => {
  resetAuthSecretForTests();
});

afterEach(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  process.env.DATA_DIR = saved.DATA_DIR;
  if (saved.AUTH_SECRET === undefined) delete process.env.AUTH_SECRET;
  else process.env.AUTH_SECRET = saved.AUTH_SECRET;
  resetAuthSecretForTests();
});

describe("the auth secret", () => {
  it("is generated on first start, kept in DATA_DIR with mode 0600, and reused after a restart", async () => {
    delete process.env.AUTH_SECRET;
    const dir = tempDir("auth-secret-");
    process.env.DATA_DIR = dir;
    const first = await initAuthSecret();
    const file = path.join(dir, AUTH_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(first).not.toMatch(/dev-only|change-me/);
    resetAuthSecretForTests();
    expect(await initAuthSecret()).toBe(first);
    expect(authSecret()).toBe(first);
  });

  it("differs between installs", async () => {
    delete process.env.AUTH_SECRET;
    const a = tempDir("auth-secret-a-");
    const b = tempDir("auth-secret-b-");
    process.env.DATA_DIR = a;
    const first = await initAuthSecret();
    resetAuthSecretForTests();
    process.env.DATA_DIR = b;
    expect(await initAuthSecret()).not.toBe(first);
  });

  it("uses AUTH_SECRET when set", async () => {
    process.env.AUTH_SECRET = "x".repeat(40);
    expect(await initAuthSecret()).toBe("x".repeat(40));
  });

  it("is never a constant of the code, even in memory", async () => {
    delete process.env.AUTH_SECRET;
    process.env.DATA_DIR = "memory://";
    const first = await initAuthSecret();
    resetAuthSecretForTests();
    expect(await initAuthSecret()).not.toBe(first);
  });
});

describe("validateEnv", () => {
  it("accepts the defaults", () => {
    expect(() => validateEnv({})).not.toThrow();
  });
  it("names every bad variable in one message", () => {
    const bad = () => validateEnv({ PORT: "http", AUTH_SECRET: "short", DATABASE_URL: "mysql://x" });
    expect(bad).toThrow(/^Invalid environment: PORT must be a port number/);
    expect(bad).toThrow(/AUTH_SECRET must be at least 32 characters/);
    expect(bad).toThrow(/DATABASE_URL must be a URL starting with postgres:\/\//);
    expect(() => validateEnv({ SEED_DEMO: "maybe" })).toThrow(/SEED_DEMO must be true or false/);
    expect(() => validateEnv({ S3_BUCKET: "b" })).toThrow(/S3_ACCESS_KEY_ID/);
  });
});
