import path from "node:path";
import { DEFAULT_PROJECT_STORAGE_MB } from "~/domain/schemas/project-files";
import { z } from "~/domain/schemas/zod";

/** The environment variables the server validates and reads (each is documented in docs/guide/operations.md). */
function bool(value: string | undefined, fallback: boolean) {
  if (value === undefined || value === "") return fallback;
  return !["0", "false", "no", "off"].includes(value.toLowerCase());
}

function list(value: string | undefined, fallback: string[]) {
  if (!value) return fallback;
  return value
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

const booleanText = z
  .string()
  .regex(/^(|1|0|true|false|yes|no|on|off)$/i, "must be true or false")
  .optional();
const url = (protocols: string[]) =>
  z
    .string()
    .optional()
    .refine(
      (v) => {
        if (!v) return true;
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}`,
    );

/** What each variable may hold; parsed once at start so a bad value stops the server with a clear message. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).optional(),
  PORT: z
    .string()
    .refine((v) => /^\d{1,5}$/.test(v) && Number(v) > 0 && Number(v) < 65536, "must be a port number (1 to 65535)")
    .optional(),
  BASE_URL: url(["http:", "https:"]),
  DATABASE_URL: url(["postgres:", "postgresql:"]),
  SEED_DEMO: booleanText,
  // false, a number of proxy hops, or a list of proxy addresses (checked in full by http/trust-proxy.ts)
  TRUST_PROXY: z
    .string()
    .regex(
      /^(|true|false|yes|no|on|off|\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/i,
      "must be false, the number of proxies in front of the server, or a list of their addresses",
    )
    .optional(),
  AUTH_SECRET: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= 32, "must be at least 32 characters (e.g. `openssl rand -base64 48`)"),
  SMTP_URL: url(["smtp:", "smtps:"]),
  MAIL_POLL_MS: z.string().regex(/^\d+$/, "must be a number of milliseconds").optional().or(z.literal("")),
  JOBS_POLL_MS: z.string().regex(/^\d+$/, "must be a number of milliseconds").optional().or(z.literal("")),
  SCHEDULED_POSTS_EVERY_SECONDS: z
    .string()
    .regex(/^[1-9]\d{0,4}$/, "must be a whole number of seconds, 1 or more")
    .optional()
    .or(z.literal("")),
  BOOKING_URL: url(["http:", "https:"]),
  S3_ENDPOINT: url(["http:", "https:"]),
  S3_PUBLIC_URL: url(["http:", "https:"]),
  PROJECT_STORAGE_MB: z
    .string()
    .regex(/^[1-9]\d{0,6}$/, "must be a whole number of megabytes")
    .optional()
    .or(z.literal("")),
  LOG_LEVEL: z.enum(["info", "warn", "error", "silent", "debug"]).optional(),
});

/** Check the environment once at start; throws one error that lists every bad variable. */
export function validateEnv(source: NodeJS.ProcessEnv = process.env) {
  const result = envSchema.safeParse(source);
  const problems = result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
  if (source.S3_BUCKET && (!source.S3_ACCESS_KEY_ID || !source.S3_SECRET_ACCESS_KEY)) {
    problems.push("S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too");
  }
  if (problems.length) throw new Error(`Invalid environment: ${problems.join("; ")}`);
}

/** Whether a URL names this machine (localhost, a *.localhost name, 127.0.0.0/8, ::1). */
function isLoopbackUrl(value: string) {
  let host: string;
  try {
    host = new URL(value).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    host === "[::1]" ||
    host === "::1"
  );
}

export const env = {
  get nodeEnv() {
    return process.env.NODE_ENV ?? "development";
  },
  get port() {
    return Number(process.env.PORT ?? 3000);
  },
  get databaseUrl() {
    return process.env.DATABASE_URL || undefined;
  },
  get dataDir() {
    return process.env.DATA_DIR || path.resolve("data");
  },
  /**
   * The one-command local start (and the test servers): no BASE_URL or one on this machine, and the
   * embedded database or one on this machine. Anything else is a deployment.
   */
  get isLocalStart() {
    const baseUrl = process.env.BASE_URL;
    const databaseUrl = process.env.DATABASE_URL;
    return (!baseUrl || isLoopbackUrl(baseUrl)) && (!databaseUrl || isLoopbackUrl(databaseUrl));
  },
  /** The demo accounts (an admin among them, their password in the README) are for a local start only, unless SEED_DEMO=true. */
  get seedDemo() {
    return bool(process.env.SEED_DEMO, this.isLocalStart);
  },
  /** What every client project may store (its files' versions and its thread attachments), in bytes. */
  get projectStorageQuota() {
    return Number(process.env.PROJECT_STORAGE_MB || DEFAULT_PROJECT_STORAGE_MB) * 1024 * 1024;
  },
  get signupDomains() {
    return list(process.env.SIGNUP_DOMAINS, ["studio.example", "st.example"]);
  },
  get baseUrl() {
    return (process.env.BASE_URL ?? `http://localhost:${this.port}`).replace(/\/$/, "");
  },
  /** AUTH_SECRET when set; otherwise undefined, and auth-secret.server.ts generates and keeps one. */
  get authSecret() {
    return process.env.AUTH_SECRET || undefined;
  },
  get smtpUrl() {
    return process.env.SMTP_URL || undefined;
  },
  get mailFrom() {
    return process.env.MAIL_FROM ?? "Lumen Studio <hello@studio.example>";
  },
  get staffInbox() {
    return process.env.STAFF_INBOX ?? "hello@studio.example";
  },
  /**
   * The studio's time zone (an IANA name, STUDIO_TIME_ZONE; UTC by default, or when the name is not one):
   * the scheduled jobs count days in it (the review reminders' working days).
   */
  get studioTimeZone() {
    const zone = process.env.STUDIO_TIME_ZONE || "UTC";
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      return zone;
    } catch {
      return "UTC";
    }
  },
  get bookingUrl() {
    return process.env.BOOKING_URL ?? "https://calendly.com/lumen-studio/consultation";
  },
  get s3() {
    const bucket = process.env.S3_BUCKET;
    if (!bucket) return undefined;
    return {
      bucket,
      region: process.env.S3_REGION ?? "auto",
      endpoint: process.env.S3_ENDPOINT,
      accessKeyId: process.env.S3_ACCESS_KEY_ID ?? "",
      secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? "",
      publicUrl: process.env.S3_PUBLIC_URL,
    };
  },
  get uploadsDir() {
    return (
      process.env.UPLOADS_DIR ||
      path.join(this.dataDir === "memory://" ? path.resolve(".tmp") : this.dataDir, "uploads")
    );
  },
};
