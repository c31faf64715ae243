import { Transform } from "node:stream";

/**
 * The rendered page's bytes as React writes them (2 KB at a time), gathered into one chunk per turn of
 * the event loop. The Node adapter flushes the response after every chunk it writes, and each flush makes
 * the compressor close a block: `/dashboard` went out in 57 brotli flushes, a fifth of the request's CPU
 * (issue 31). React writes the shell in one synchronous burst, so the shell now goes out as one chunk; a
 * part that streams later (deferred data) arrives in a later turn and still goes out at once.
 * `onEnd` runs when React has written the last byte.
 */
export function pageStream(onEnd: () => void) {
  let pending: Uint8Array[] = [];
  let scheduled = false;
  const release = () => {
    scheduled = false;
    if (!pending.length) return;
    const chunk = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    stream.push(chunk);
  };
  const stream = new Transform({
    transform(chunk: Uint8Array, _encoding, callback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      callback();
    },
    flush(callback) {
      release();
      onEnd();
      callback();
    },
  });
  return stream;
}
