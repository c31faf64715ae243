/**
 * Whether an error means the database cannot answer right now (stopped, restarting, unreachable, out of
 * disk), rather than that a query was wrong. Such a failure is answered 503 with Retry-After: it is the
 * service that is away for a moment, and nobody is signed out because of it.
 */
/** What a person is told while the database (or the disk under it) is away, and when to try again. */
export const UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a moment.";
export const RETRY_AFTER_SECONDS = 30;

const UNAVAILABLE_CODES = new Set([
  // connection exceptions (08), operator intervention (57P0x: shutdown, crash, cannot connect now),
  // insufficient resources (53: disk full, out of memory, too many connections)
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
  "53000",
  "53100",
  "53200",
  "53300",
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOSPC",
  "EPIPE",
  "ETIMEDOUT",
]);
const UNAVAILABLE_TEXT =
  /Connection terminated|connection is closed|Client has encountered a connection error|the database system is (shutting down|starting up)|No space left on device|timeout exceeded when trying to connect/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === "string" && UNAVAILABLE_TEXT.test(message)) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
