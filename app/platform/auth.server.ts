import { createHash } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins/two-factor";
import { and, eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import * as schema from "~/db/schema";
import { acceptedOrigins } from "~/domain/origins";
import { PASSWORD_MAX, PASSWORD_MIN, RESET_LINK_SECONDS } from "~/domain/schemas/auth";
import { TWO_FACTOR_ISSUER, TWO_FACTOR_PENDING_SECONDS, TWO_FACTOR_RECOVERY_CODES } from "~/domain/schemas/two-factor";
import { isAllowedSignupEmail, SIGNUP_DOMAIN_MESSAGE } from "~/domain/signup";
import { env } from "~/platform/foundation/env.server";
import { log } from "~/platform/foundation/log.server";
import { authSecret } from "./auth-secret.server";
import { enqueueMail } from "./mail.server";

/** OWASP Password Storage Cheat Sheet, Argon2id minimum: m=19 MiB, t=2, p=1. */
// algorithm 2 = Argon2id (the package exports it as an ambient const enum)
const ARGON2_OPTIONS = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);
export const verifyPassword = ({ hash: digest, password }: { hash: string; password: string }) =>
  verify(digest, password).catch(() => false);

/** The idle lifetime slides with use; the absolute lifetime does not (checked in getViewer). */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;

/** Set by server.ts from the socket (or the proxy's header when TRUST_PROXY is on), never from the client. */
export const CLIENT_IP_HEADER = "x-studio-client-ip";

/** The cookies a better-auth call just set, as a Cookie header: to read the new session in the same request. */
export function cookieHeaderFrom(headers: Headers) {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const RESET_PREFIX = "reset-password:";

/**
 * How a reset link's token is stored (better-auth keeps it as a verification's identifier): only its
 * hash, as invitation and address-change tokens, so a copy of the database holds no working link.
 */
export const resetTokenIdentifier = (token: string) =>
  `${RESET_PREFIX}${createHash("sha256").update(token).digest("hex")}`;

/** Our own page, not better-auth's redirecting endpoint, which stays closed. */
export const resetPasswordUrl = (token: string) =>
  `${env.baseUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;

function createAuth() {
  return betterAuth({
    appName: "Lumen Studio",
    baseURL: env.baseUrl,
    basePath: "/api/auth",
    secret: authSecret(),
    database: drizzleAdapter(db, {
      provider: "pg",
      usePlural: true,
      schema: {
        users: schema.users,
        sessions: schema.sessions,
        accounts: schema.accounts,
        verifications: schema.verifications,
        rateLimits: schema.rateLimits,
        twoFactors: schema.twoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: { hash: hashPassword, verify: verifyPassword },
      // the link is single-use (consumed atomically) and ends every session of the account
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await enqueueMail(db, {
          to: user.email,
          subject: "Reset your Lumen Studio password",
          text: `Hello ${user.name || user.email},\n\nSomeone (we hope you) asked to reset the password of this account. Choose a new password here:\n${resetPasswordUrl(token)}\n\nThe link works once, within 1 hour, and signs you out everywhere else. If you did not ask for it, ignore this e-mail: your password stays as it is.\n`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await enqueueMail(db, {
          to: user.email,
          subject: "Confirm your e-mail address",
          text: `Hello ${user.name},\n\nConfirm your e-mail address to finish signing up:\n${url}\n\nAn administrator will then grant your access.\n`,
        });
      },
    },
    verification: {
      storeIdentifier: {
        default: "plain",
        overrides: {
          [RESET_PREFIX]: { hash: async (identifier) => resetTokenIdentifier(identifier.slice(RESET_PREFIX.length)) },
        },
      },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: 24 * 60 * 60,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
    },
    advanced: {
      // a session is read with its user in one statement (a join over the relations in app/db/schema.ts)
      // instead of two, on every signed-in request
      database: { joins: true },
      useSecureCookies: env.baseUrl.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) => {
            // Refused on the server too, whatever the browser did
            if (ctx?.path === "/sign-up/email" && !isAllowedSignupEmail(user.email, env.signupDomains)) {
              throw new APIError("FORBIDDEN", { message: SIGNUP_DOMAIN_MESSAGE });
            }
            return { data: user };
          },
          after: async (user) => {
            // a self sign-up gets no role until an admin grants one
            await db
              .insert(schema.profiles)
              .values({ id: user.id, email: user.email, fullName: user.name || null })
              .onConflictDoNothing();
          },
        },
      },
    },
    plugins: [
      twoFactor({
        issuer: TWO_FACTOR_ISSUER,
        // 10 single-use recovery codes, stored encrypted; shown once when made
        backupCodeOptions: { amount: TWO_FACTOR_RECOVERY_CODES, storeBackupCodes: "encrypted" },
        // the code step after a right password: this long to type the code
        twoFactorCookieMaxAge: TWO_FACTOR_PENDING_SECONDS,
      }),
    ],
    trustedOrigins: acceptedOrigins(env.baseUrl, Boolean(process.env.BASE_URL)),
    telemetry: { enabled: false },
    logger: { disabled: process.env.LOG_LEVEL === "silent" },
  });
}

type Auth = ReturnType<typeof createAuth>;
const globalForAuth = globalThis as unknown as { __studioAuth?: Auth };

export function getAuth(): Auth {
  globalForAuth.__studioAuth ??= createAuth();
  return globalForAuth.__studioAuth;
}

/** A new id in better-auth's own format, for a row written here rather than through better-auth. */
async function newAuthId(model: "user" | "account") {
  const id = (await getAuth().$context).generateId({ model });
  return typeof id === "string" ? id : crypto.randomUUID();
}

/** The e-mail-and-password sign-in of `userId` (its id and Argon2id hash), or null before one is chosen. */
export async function findCredential(exec: Executor, userId: string) {
  const [row] = await exec
    .select({ id: schema.accounts.id, password: schema.accounts.password })
    .from(schema.accounts)
    .where(and(eq(schema.accounts.userId, userId), eq(schema.accounts.providerId, "credential")))
    .limit(1);
  return row ?? null;
}

/**
 * The e-mail-and-password sign-in of `userId`, as better-auth keeps it (a "credential" account holding
 * the Argon2id hash), written in `exec` so it lands with the change that gives it.
 */
export async function insertCredentialAccount(exec: Executor, userId: string, passwordHash: string) {
  await exec.insert(schema.accounts).values({
    id: await newAuthId("account"),
    userId,
    providerId: "credential",
    accountId: userId,
    password: passwordHash,
  });
}

/**
 * Create a verified account with a profile, in `exec` (pass the transaction of what comes with it: an
 * admin's invitation). With a password the account can sign in at once (demo data, tests); without one it
 * has no credential until its owner chooses a password from the invitation. Verified from the start: the
 * admin vouches for the address, and an owner who takes "Forgot password?" instead of the invitation
 * (a link to the same inbox) must be able to sign in too.
 */
export async function createVerifiedUser(
  input: {
    email: string;
    password?: string;
    fullName: string;
    role: schema.Role | null;
    organizationName?: string | null;
  },
  exec: Executor = db,
) {
  const email = input.email.trim().toLowerCase();
  // hashed before any row is touched: Argon2 takes a while, a transaction should not wait on it
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  const [existing] = await exec
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, email))
    .limit(1);
  if (existing) throw new APIError("BAD_REQUEST", { message: "A user with this e-mail already exists" });
  const [user] = await exec
    .insert(schema.users)
    .values({ id: await newAuthId("user"), email, name: input.fullName, emailVerified: true })
    .returning({ id: schema.users.id, email: schema.users.email });
  if (!user) throw new Error("the new user was not written");
  if (passwordHash) await insertCredentialAccount(exec, user.id, passwordHash);
  await exec.insert(schema.profiles).values({
    id: user.id,
    email,
    fullName: input.fullName,
    role: input.role,
    organizationName: input.organizationName ?? null,
  });
  log.info("user created", { userId: user.id, role: input.role, hasPassword: passwordHash !== null });
  return user;
}

export async function deleteUserById(userId: string, exec: Executor = db) {
  await exec.delete(schema.users).where(eq(schema.users.id, userId));
}
