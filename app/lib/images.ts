import { IMAGE_VERSION } from "./image-version";

/**
 * The pictures the site ships (public/images/) are linked at versioned addresses: `/images/a/b.webp` as
 * `/images/a/b.<version>.webp`, where the version is a hash of every picture's content (10 hex digits), so
 * browsers may keep each address a year and a changed picture gets a new one (decision 023). The version
 * is in image-version.ts, written by `node scripts/images/version.ts` (tests/unit/public-images.test.ts
 * fails when it is stale); the server (http/static-images.ts) checks it before it says `immutable`.
 * The plain address keeps working, kept an hour, for stored content and links from outside.
 */
export function imageUrl<T extends string | null | undefined>(src: T): T {
  if (!src?.startsWith("/images/")) return src;
  const m = /^(\/images\/(?:[\w-]+\/)*[\w-]+)(\.[a-z0-9]+)$/.exec(src);
  return (m ? `${m[1]}.${IMAGE_VERSION}${m[2]}` : src) as T;
}

/** A srcset's addresses through imageUrl ("a.webp 800w, b.webp 1600w"). */
export function imageSrcSet(srcSet: string) {
  return srcSet
    .split(",")
    .map((candidate) => {
      const [url, ...descriptor] = candidate.trim().split(/\s+/);
      return [imageUrl(url!), ...descriptor].join(" ");
    })
    .join(", ");
}
