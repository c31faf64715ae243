/** The PostgreSQL database of `vitest.pg.config.ts`: TEST_DATABASE_URL, else DATABASE_URL; its name must end in _test. */
export function pgTestUrl() {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) throw new Error("Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL database named *_test.");
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name.endsWith("_test")) throw new Error(`Refusing to use database "${name}": its name must end in _test.`);
  return url;
}
