/**
 * Preloaded into the server by `npm run bench` (NODE_OPTIONS=--import) to count the SQL statements of a
 * request without touching the app: every `pg` client query made while a request marked with an
 * `X-Bench-Id` header is handled counts for that request, and when its answer is finished one line
 * "<id> <statements>" is appended to the file named by BENCH_SQL_LOG. Both databases go through `pg`
 * (the embedded one through its socket), so the count is the same kind on both.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(path.join(process.cwd(), "package.json"));
const pg = require("pg");
const scope = new AsyncLocalStorage();
const logFile = process.env.BENCH_SQL_LOG;

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  const counter = scope.getStore();
  if (counter) counter.statements++;
  return query.apply(this, args);
};

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitCounted(event, ...args) {
  const [req, res] = args;
  const id = event === "request" && logFile ? req.headers["x-bench-id"] : undefined;
  if (typeof id !== "string") return emit.call(this, event, ...args);
  const counter = { statements: 0 };
  res.once("finish", () => fs.appendFileSync(logFile, `${id} ${counter.statements}\n`));
  return scope.run(counter, () => emit.call(this, event, ...args));
};
