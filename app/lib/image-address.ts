/** How long the version in a shipped picture's address is (app/lib/images.ts), in hex digits. */
export const IMAGE_VERSION_LENGTH = 10;

const VERSIONED = new RegExp(`^/((?:[\\w-]+/)*[\\w-]+)\\.([0-9a-f]{${IMAGE_VERSION_LENGTH}})(\\.[a-z0-9]+)$`);

/** A versioned address below /images (`/portfolio/a.0123456789.webp`): the file it names and the version it claims. */
export function parseVersionedImage(pathname: string): { file: string; version: string } | null {
  const m = VERSIONED.exec(pathname);
  return m ? { file: `${m[1]}${m[3]}`, version: m[2]! } : null;
}
