/**
 * A read shared by the loaders of one request: React Router runs the matched loaders (the portal's
 * shell and its tab, say) side by side with the same Request, and a read both need is sent once.
 * Keyed by the Request itself, so nothing outlives the request or crosses to another viewer.
 */
const reads = new WeakMap<Request, Map<string, Promise<unknown>>>();

export function oncePerRequest<T>(request: Request, key: string, read: () => PromiseLike<T>): Promise<T> {
  let byKey = reads.get(request);
  if (!byKey) {
    byKey = new Map();
    reads.set(request, byKey);
  }
  let found = byKey.get(key) as Promise<T> | undefined;
  if (!found) {
    // a Drizzle query runs each time it is awaited: settle it once, into a promise
    found = Promise.resolve(read());
    byKey.set(key, found);
  }
  return found;
}
