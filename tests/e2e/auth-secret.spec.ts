import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { baseURL } from "../../playwright.config";
import { type APIRequestContext, expect, test } from "./fixtures";
import { stateFor } from "./support";

/**
 * The server under test runs without AUTH_SECRET, as `npm start` does out of the box. Tokens signed with
 * anything but the install's own random secret are refused, and a token that changes an account's
 * address is refused even when it is correctly signed.
 */
const OLD_REPOSITORY_CONSTANT = "dev-only-secret-change-me-in-production-0123456789";
const runDir = process.env.E2E_RUN_DIR ?? ".tmp/e2e";
const origin = { Origin: baseURL };

function signJwt(claims: Record<string, unknown>, secret: string) {
  const enc = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const body = `${enc({ alg: "HS256" })}.${enc({ iat: now, exp: now + 3600, ...claims })}`;
  const signature = crypto.createHmac("sha256", secret).update(body).digest("base64url");
  return `${body}.${signature}`;
}

async function installSecret() {
  if (process.env.DATABASE_URL) {
    const pg = (await import("pg")).default;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query<{ value: string }>("select value from app_meta where key = 'auth_secret'");
    await client.end();
    return rows[0]?.value ?? "";
  }
  return fs.readFileSync(path.join(runDir, "data", "auth-secret"), "utf8").trim();
}

const verify = (request: APIRequestContext, token: string) =>
  request.get(`/api/auth/verify-email?token=${token}&callbackURL=/auth/waiting`, { maxRedirects: 0 });

const sessionCookie = (headers: Record<string, string>) => /session_token=[^;]+/.test(headers["set-cookie"] ?? "");

test("no built-in secret: generated per install, kept private, and forged tokens give nothing", async ({
  playwright,
}) => {
  const secret = await installSecret();
  expect(secret.length).toBeGreaterThanOrEqual(48);
  expect(secret).not.toBe(OLD_REPOSITORY_CONSTANT);
  if (!process.env.DATABASE_URL) {
    expect(fs.statSync(path.join(runDir, "data", "auth-secret")).mode & 0o777).toBe(0o600);
  }

  const email = `forged.${Date.now()}@st.example`;
  const password = "a-long-password-1";
  const visitor = await playwright.request.newContext({ baseURL });
  const signUp = await visitor.post("/auth", {
    form: { intent: "sign-up", fullName: "Forged Target", email, password },
    headers: origin,
    maxRedirects: 0,
  });
  expect(signUp.status()).toBeLessThan(400);

  // a verification token signed with the constant that used to be in the repository is refused
  const forged = await verify(visitor, signJwt({ email }, OLD_REPOSITORY_CONSTANT));
  expect(forged.status()).toBe(302);
  expect(forged.headers().location).toMatch(/error=INVALID_TOKEN/);
  expect(sessionCookie(forged.headers())).toBe(false);

  // the genuine confirmation link still works (signed with the install's secret)
  const owner = await playwright.request.newContext({ baseURL });
  const genuine = await verify(owner, signJwt({ email }, secret));
  expect(genuine.status()).toBe(302);
  expect(genuine.headers().location).toContain("/auth/waiting");
  expect(sessionCookie(genuine.headers())).toBe(true);
  const session = (await (await owner.get("/api/auth/get-session")).json()) as { user: { id: string; email: string } };
  expect(session.user.email).toBe(email);

  // a change-of-address token is refused even when correctly signed: no address change, no session
  const attacker = await playwright.request.newContext({ baseURL });
  const takeover = signJwt({ email, updateTo: `attacker.${Date.now()}@st.example`, userId: session.user.id }, secret);
  const changed = await verify(attacker, takeover);
  expect(changed.status()).toBe(302);
  expect(changed.headers().location).toMatch(/error=INVALID_TOKEN/);
  expect(sessionCookie(changed.headers())).toBe(false);
  const after = (await (await owner.get("/api/auth/get-session")).json()) as { user: { email: string } };
  expect(after.user.email).toBe(email);

  // the test's own user goes again, through the admin's Users screen
  const admin = await playwright.request.newContext({ baseURL, storageState: stateFor("admin") });
  const deleted = await admin.post("/dashboard/users", {
    form: { intent: "delete", id: session.user.id },
    headers: origin,
    maxRedirects: 0,
  });
  expect(deleted.status()).toBeLessThan(400);
  await Promise.all([visitor.dispose(), owner.dispose(), attacker.dispose(), admin.dispose()]);
});
