// vitest.pg.config.ts: the app's database is the PostgreSQL test database (migrated by useTestDatabase).
import { pgTestUrl } from "./pg-test-url";

process.env.DATABASE_URL = pgTestUrl();
process.env.DATA_DIR = "memory://";
process.env.LOG_LEVEL = "silent";
process.env.SMTP_URL = "";
process.env.UPLOADS_DIR = `${process.env.VITEST_UPLOADS_ROOT ?? `${process.cwd()}/.tmp/vitest-uploads`}/${process.pid}`;
