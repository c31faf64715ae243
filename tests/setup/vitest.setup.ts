// Every Vitest worker gets its own in-memory PGlite (see tests/setup/db.ts), never the dev database.
process.env.DATA_DIR = "memory://";
process.env.DATABASE_URL = "";
process.env.LOG_LEVEL = "silent";
process.env.SMTP_URL = "";
process.env.UPLOADS_DIR = `${process.cwd()}/.tmp/vitest-uploads-${process.pid}`;
