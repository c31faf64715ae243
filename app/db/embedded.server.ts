/**
 * The embedded database (PGlite on a data folder) in a worker thread of its own, reached through the
 * PostgreSQL wire protocol on a private unix socket: its queries never block the app's event loop,
 * and the app talks to it with the same `pg` pool and Drizzle driver as to a PostgreSQL server.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import pg from "pg";

const SOCKET_PORT = 5432;

export type EmbeddedDatabase = {
  /** Connection settings for `pg` (a Client class that waits for the worker, restarting it if it died). */
  connection: pg.ClientConfig & { Client: new (config?: pg.ClientConfig) => pg.Client };
  /** Ends the worker cleanly: open transactions rolled back, PGlite closed, the socket removed. */
  close: () => Promise<void>;
};

type Running = { worker: Worker; ready: Promise<void>; exited: Promise<void> };

function workerFile() {
  const name = "embedded-worker.server.ts";
  const candidates = [path.resolve(path.dirname(fileURLToPath(import.meta.url)), name), path.resolve("app/db", name)];
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) throw new Error(`${name} not found`);
  return found;
}

function logLine(level: "info" | "error", msg: string, fields: Record<string, unknown> = {}) {
  if (process.env.LOG_LEVEL === "silent") return;
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`);
}

/** A unix socket path is at most 107 bytes on Linux. */
const MAX_SOCKET_PATH = 100;

/**
 * The socket's folder, which only this user may enter (the socket asks no password): `run/` in the
 * data folder, or a new temporary folder when that path would be too long for a socket.
 */
function socketFolder(dir: string) {
  const inData = path.resolve(dir, "run");
  if (path.join(inData, `.s.PGSQL.${SOCKET_PORT}`).length <= MAX_SOCKET_PATH) {
    fs.mkdirSync(inData, { recursive: true, mode: 0o700 });
    fs.chmodSync(inData, 0o700);
    return { path: inData, temporary: false };
  }
  return { path: fs.mkdtempSync(path.join(os.tmpdir(), "studio-db-")), temporary: true };
}

/**
 * Start PGlite on the data folder `dir` (its files in `dir/pg`) in a worker thread; the first
 * connection waits until it is ready.
 */
export function startEmbeddedDatabase(dir: string): EmbeddedDatabase {
  const dataDir = path.join(dir, "pg");
  const socketDir = socketFolder(dir);
  const socketPath = path.join(socketDir.path, `.s.PGSQL.${SOCKET_PORT}`);
  let current: Running | undefined;
  let closing = false;

  function start(): Running {
    const worker = new Worker(workerFile(), { workerData: { dataDir, socketPath } });
    const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
    const ready = new Promise<void>((resolve, reject) => {
      worker.on("message", (message: { type: string; message?: string }) => {
        if (message.type === "ready") resolve();
        if (message.type === "error") reject(new Error(message.message));
      });
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`the embedded database stopped (exit code ${code})`)));
    });
    ready.catch(() => undefined);
    const running = { worker, ready, exited };
    worker.once("error", (error) => logLine("error", "embedded database worker failed", { error: String(error) }));
    worker.once("exit", (code) => {
      if (current === running) current = undefined;
      if (!closing) logLine("error", "embedded database stopped; it restarts on the next query", { code });
    });
    return running;
  }

  function opened() {
    if (closing) return Promise.reject(new Error("the embedded database is closed"));
    current ??= start();
    return current.ready;
  }

  type ConnectCallback = ((err: Error) => void) | ((err: null, c: pg.Client) => void);
  class EmbeddedClient extends pg.Client {
    override connect(): Promise<pg.Client>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback): Promise<pg.Client> | undefined {
      if (!callback) return opened().then(() => super.connect());
      opened().then(
        () => super.connect(callback),
        (error: Error) => (callback as (err: Error) => void)(error),
      );
      return undefined;
    }
  }

  return {
    connection: {
      host: socketDir.path,
      port: SOCKET_PORT,
      user: "postgres",
      database: "postgres",
      Client: EmbeddedClient,
    },
    close: async () => {
      closing = true;
      const running = current;
      if (running) {
        running.worker.postMessage({ type: "close" });
        const force = setTimeout(() => {
          logLine("error", "embedded database did not close in time: stopping its thread");
          void running.worker.terminate();
        }, 8000);
        await running.exited;
        clearTimeout(force);
      }
      if (socketDir.temporary) fs.rmSync(socketDir.path, { recursive: true, force: true });
    },
  };
}
