/**
 * The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs here, off the
 * app's event loop, and answers the PostgreSQL wire protocol on a unix socket, so the app reaches it
 * with the same `pg` pool it uses for a PostgreSQL server.
 *
 * PGlite is a single backend session. Several connections may be open at once; each runs its
 * messages in turn, and a connection keeps the backend from its first message until the backend is
 * idle again (ReadyForQuery "I": no transaction open, no extended-query batch half sent), so one
 * connection's statements never mix into another's transaction or batch.
 *
 * Run by Node directly as a worker (types stripped), never bundled: packages and node: modules only.
 */
import fs from "node:fs";
import net from "node:net";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
// run as a file of its own (type-stripped, not bundled): a relative import names its .ts file
import { makeTreePrivate } from "./private-files.server.ts";

type Options = { dataDir: string; socketPath: string };
type Conn = { socket: net.Socket; buffer: Buffer; started: boolean; closed: boolean };

const { dataDir, socketPath } = workerData as Options;
const port = parentPort!;

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const PROTOCOL_3 = 196608;
const TERMINATE = 0x58; // "X"
const READY_FOR_QUERY = 0x5a; // "Z"
const IDLE = 0x49; // "I"
const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);

function simpleQuery(sql: string) {
  const text = Buffer.from(`${sql}\0`);
  const message = Buffer.alloc(5 + text.length);
  message[0] = 0x51; // "Q"
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}

function logError(msg: string, error: unknown) {
  const line = { time: new Date().toISOString(), level: "error", msg, error: String(error) };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}

/**
 * PostgreSQL's shared buffers. PGlite allocates them inside its WebAssembly memory and zero-fills them, so
 * the whole pool is resident from the start: the default 128 MB was a fifth of the idle process. A
 * studio whose data outgrows this cache reads from the operating system's file cache instead; one that
 * needs more should run on a PostgreSQL server (decision 006).
 */
const SHARED_BUFFERS = "32MB";
const START_PARAMS = [...PGlite.defaultStartParams, "-c", `shared_buffers=${SHARED_BUFFERS}`];

let pglite: PGlite;
try {
  pglite = await PGlite.create(dataDir, { startParams: START_PARAMS });
  // a new database folder is unpacked with loose modes: make it the service user's alone (the files
  // PostgreSQL creates from now on are 0600 already)
  makeTreePrivate(dataDir);
} catch (error) {
  port.postMessage({ type: "error", message: `the embedded database did not open: ${String(error)}` });
  process.exit(1);
}

const conns = new Set<Conn>();
/** Connections with complete messages, waiting for the backend, in arrival order. */
const waiting: Conn[] = [];
/** The connection that holds the backend (inside a transaction or a batch), if any. */
let holder: Conn | null = null;
/** Set when the holder went away mid-transaction: the backend is reset before anyone else runs. */
let needsReset = false;
let pumping: Promise<void> | null = null;
let closing = false;

/**
 * How many bytes at the start of the buffer make complete messages (one, before the startup is
 * done). Throws on a length no PostgreSQL message can have.
 */
function completeLength(conn: Conn) {
  const buf = conn.buffer;
  if (!conn.started) {
    if (buf.length < 4) return 0;
    const length = buf.readInt32BE(0);
    if (length < 8 || length > 10_000) throw new Error("malformed startup message");
    return buf.length >= length ? length : 0;
  }
  let offset = 0;
  while (buf.length - offset >= 5) {
    const length = 1 + buf.readInt32BE(offset + 1);
    if (length < 5) throw new Error("malformed message");
    if (buf.length - offset < length) break;
    offset += length;
    if (buf[offset - length] === TERMINATE) break;
  }
  return offset;
}

function send(conn: Conn, data: Uint8Array) {
  if (data.length > 0 && !conn.closed && conn.socket.writable) {
    conn.socket.write(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  }
}

function endsIdle(data: Uint8Array) {
  const n = data.length;
  return n >= 6 && data[n - 6] === READY_FOR_QUERY && data[n - 1] === IDLE;
}

/** Run the complete messages one connection has sent so far. */
async function serve(conn: Conn) {
  const length = completeLength(conn);
  const chunk = conn.buffer.subarray(0, length);
  conn.buffer = conn.buffer.subarray(length);
  if (!conn.started) {
    const code = length >= 8 ? chunk.readInt32BE(4) : 0;
    if (code === SSL_REQUEST || code === GSSENC_REQUEST) send(conn, Buffer.from("N"));
    else if (code === PROTOCOL_3) {
      send(conn, await pglite.execProtocolRaw(new Uint8Array(chunk)));
      conn.started = true;
    } else conn.socket.destroy(); // a cancel request (nothing to cancel here) or not PostgreSQL
    return;
  }
  const last = lastMessageAt(chunk);
  const terminate = chunk[last] === TERMINATE;
  const messages = terminate ? chunk.subarray(0, last) : chunk;
  if (messages.length > 0) {
    const out = await pglite.execProtocolRaw(new Uint8Array(messages));
    send(conn, out);
    holder = endsIdle(out) ? null : conn;
  }
  if (terminate) conn.socket.end();
}

/** Where the chunk's final message starts (a Terminate there is handled here, never by PGlite). */
function lastMessageAt(chunk: Buffer) {
  let offset = 0;
  let last = 0;
  while (offset < chunk.length) {
    last = offset;
    offset += 1 + chunk.readInt32BE(offset + 1);
  }
  return last;
}

/** Leave the backend idle: finish a half-sent batch and roll back an open transaction. */
async function reset() {
  await pglite.execProtocolRaw(new Uint8Array(SYNC));
  if (pglite.isInTransaction()) await pglite.execProtocolRaw(new Uint8Array(simpleQuery("rollback")));
}

/** Queue a connection for its turn once it has a complete message (the holder needs no turn). */
function enqueue(conn: Conn) {
  if (conn !== holder && !conn.closed && !waiting.includes(conn) && completeLength(conn) > 0) waiting.push(conn);
}

async function pumpLoop() {
  for (;;) {
    if (needsReset) {
      needsReset = false;
      await reset();
    }
    let conn: Conn | undefined;
    if (holder) {
      if (holder.closed) {
        holder = null;
        needsReset = true;
        continue;
      }
      if (completeLength(holder) === 0) return; // its next bytes start the pump again
      conn = holder;
    } else {
      conn = waiting.shift();
      if (!conn) return;
      if (conn.closed) continue;
    }
    await serve(conn);
    // bytes that came in while it ran: the holder goes on at once, anyone else queues again at the back
    if (holder === conn) {
      const at = waiting.indexOf(conn);
      if (at >= 0) waiting.splice(at, 1);
    } else enqueue(conn);
  }
}

function pump() {
  if (pumping || closing) return;
  pumping = pumpLoop()
    .catch((error) => {
      // PGlite itself failed (not an SQL error, which is an answer): this thread cannot go on
      logError("embedded database failed", error);
      port.postMessage({ type: "error", message: String(error) });
      process.exit(1);
    })
    .finally(() => {
      pumping = null;
      if (needsReset || (holder ? completeLength(holder) > 0 : waiting.length > 0)) pump();
    });
}

const server = net.createServer((socket) => {
  socket.setNoDelay(true);
  const conn: Conn = { socket, buffer: Buffer.alloc(0), started: false, closed: false };
  conns.add(conn);
  socket.on("data", (data) => {
    conn.buffer = conn.buffer.length === 0 ? data : Buffer.concat([conn.buffer, data]);
    try {
      completeLength(conn);
    } catch {
      conn.buffer = Buffer.alloc(0);
      conn.socket.destroy();
      return;
    }
    enqueue(conn);
    pump();
  });
  socket.on("error", () => undefined);
  socket.on("close", () => {
    conn.closed = true;
    conns.delete(conn);
    const at = waiting.indexOf(conn);
    if (at >= 0) waiting.splice(at, 1);
    if (holder === conn) {
      holder = null;
      needsReset = true;
      pump();
    }
  });
});

fs.rmSync(socketPath, { force: true });
server.listen(socketPath, () => {
  fs.chmodSync(socketPath, 0o600);
  port.postMessage({ type: "ready" });
});
server.on("error", (error) => {
  port.postMessage({ type: "error", message: `the embedded database socket failed: ${String(error)}` });
  process.exit(1);
});

port.on("message", async (message: { type: string }) => {
  if (message.type !== "close" || closing) return;
  closing = true;
  server.close();
  for (const conn of conns) conn.socket.destroy();
  await pumping;
  try {
    if (pglite.isInTransaction()) await reset();
    await pglite.close();
  } catch (error) {
    logError("embedded database did not close cleanly", error);
  }
  fs.rmSync(socketPath, { force: true });
  port.postMessage({ type: "closed" });
  port.close();
});
