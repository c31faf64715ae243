import path from "node:path";

/** Every environment variable the server reads, in one place (documented in the README). */
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
  get seedDemo() {
    return bool(process.env.SEED_DEMO, true);
  },
  get signupDomains() {
    return list(process.env.SIGNUP_DOMAINS, ["studio.example", "st.example"]);
  },
  get baseUrl() {
    return (process.env.BASE_URL ?? `http://localhost:${this.port}`).replace(/\/$/, "");
  },
  get authSecret() {
    return process.env.AUTH_SECRET ?? "dev-only-secret-change-me-in-production-0123456789";
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
  get trustProxy() {
    return bool(process.env.TRUST_PROXY, false);
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
