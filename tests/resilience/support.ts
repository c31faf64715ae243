/**
 * Helpers for the resilience suites: start the built app as a real child process, start a private
 * PostgreSQL cluster that a test may stop and start, and a minimal SMTP sink.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const BUILD_DIR = process.env.BUILD_DIR ?? "build";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs = 60_000, everyMs = 250) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

export type App = {
  url: string;
  port: number;
  proc: ChildProcess;
  logs: string[];
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

/** Start `node server.ts` on the built app with the given environment; resolves once /readyz answers 200. */
export async function startApp(env: Record<string, string>, { waitReady = true } = {}): Promise<App> {
  if (!fs.existsSync(path.join(BUILD_DIR, "server/index.js"))) {
    throw new Error(`no build in ${BUILD_DIR}: run npm run build first`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const proc = spawn(process.execPath, ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      BASE_URL: url,
      BUILD_DIR,
      LOG_LEVEL: "info",
      MAIL_POLL_MS: "200",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  proc.stdout?.on("data", (d) => logs.push(String(d)));
  proc.stderr?.on("data", (d) => logs.push(String(d)));
  const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
  if (waitReady) {
    await waitFor(async () => (await fetch(`${url}/readyz`)).status === 200, 120_000).catch((error) => {
      proc.kill("SIGKILL");
      throw new Error(`app did not become ready: ${error}\n${logs.join("").slice(-4000)}`);
    });
  }
  return {
    url,
    port,
    proc,
    logs,
    stop: async (signal = "SIGTERM") => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      await exited;
    },
  };
}

export type Postgres = {
  url: (db?: string) => string;
  port: number;
  start: () => void;
  stop: () => void;
  destroy: () => void;
};

function pgBin() {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const v = versions.at(-1);
  if (!v) throw new Error("PostgreSQL is not installed: apt-get install -y postgresql");
  return path.join(root, v, "bin");
}

/** A private PostgreSQL cluster in a temp folder (runs as the postgres user when we are root). */
export async function startPostgres(): Promise<Postgres> {
  const bin = pgBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "resilience-pg-"));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  fs.chmodSync(dir, 0o777);
  const run = (cmd: string, args: string[]) => {
    if (asRoot) {
      const line = [path.join(bin, cmd), ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(" ");
      execFileSync("su", ["postgres", "-s", "/bin/bash", "-c", line], { stdio: "ignore" });
    } else execFileSync(path.join(bin, cmd), args, { stdio: "ignore" });
  };
  if (asRoot) execFileSync("chown", ["postgres", dir]);
  run("initdb", ["-D", dir, "-A", "trust", "-U", "postgres"]);
  const start = () =>
    run("pg_ctl", [
      "-D",
      dir,
      "-o",
      `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`,
      "-l",
      path.join(dir, "log"),
      "-w",
      "start",
    ]);
  const stop = () => run("pg_ctl", ["-D", dir, "-m", "fast", "-w", "stop"]);
  start();
  return {
    port,
    url: (db = "postgres") => `postgres://postgres@127.0.0.1:${port}/${db}`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const DEMO_PASSWORD = "Demo-pass-2026";

/** Sign in through the `/auth` form as a browser would; returns the session cookie (throws, with the app's log, if refused). */
export async function signIn(app: App, email: string, password = DEMO_PASSWORD) {
  const res = await fetch(`${app.url}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url },
    body: new URLSearchParams({ intent: "sign-in", email, password }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .filter((c) => c.includes("session_token"))
    .join("; ");
  if (res.status !== 302 || !cookie) {
    throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}\n${app.logs.join("").slice(-3000)}`);
  }
  return cookie;
}
