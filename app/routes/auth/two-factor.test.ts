import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { reserveSignInAttempt } from "~/data/auth-throttle.server";
import { isStaffTwoFactorRequired, OWN_TWO_FACTOR_FIRST, setStaffTwoFactorRequired } from "~/data/two-factor.server";
import { activityLog, appMeta, authThrottle } from "~/db/schema";
import { THROTTLE_RULES } from "~/domain/throttle";
import { CLIENT_IP_HEADER, cookieHeaderFrom, createVerifiedUser, getAuth } from "~/platform/auth.server";
import { action as accountAction, loader as accountLoader } from "~/routes/account/two-factor";
import { requireArea, requireClient, requireStaff, requireStaffApi, TWO_FACTOR_SETUP_PATH } from "~/web/guards.server";
import { readToast } from "~/web/toast.server";
import { truncateAll, useTestDatabase } from "../../../tests/setup/db";
import { afterSetCookie as jar } from "../../../tests/support/cookie-jar";
import { totp, wrongCode } from "../../../tests/support/totp";
import { action as signInAction } from "./auth";
import { action as codeAction, loader as codeLoader } from "./two-factor";

const db = useTestDatabase();
beforeEach(truncateAll);

const PASSWORD = "Right-pass-2026";
const IP = "203.0.113.7";

type Role = "client" | "author" | "admin";

/** What a loader or action ended with: its status, where a redirect points, the cookies it set. */
async function outcome(run: () => Promise<unknown>) {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    return { status: value.status, location: value.headers.get("Location"), headers: value.headers, body: null };
  }
  const result = value as { type?: string; init?: { status?: number; headers?: HeadersInit }; data?: unknown };
  return {
    status: result?.init?.status ?? 200,
    location: null,
    headers: new Headers(result?.init?.headers),
    body: result?.data as Record<string, unknown> | undefined,
  };
}

function post(path: string, form: Record<string, string>, cookie = "", ip = IP) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", [CLIENT_IP_HEADER]: ip, cookie },
    body: new URLSearchParams(form),
  });
}

const get = (path: string, cookie = "") => new Request(`http://localhost${path}`, { headers: { cookie } });
const args = (request: Request) => ({ request, params: {}, context: {} }) as never;

async function person(email: string, role: Role) {
  const user = await createVerifiedUser({ email, password: PASSWORD, fullName: "Person", role });
  const { headers } = await getAuth().api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
  return { id: user.id, email, cookie: cookieHeaderFrom(headers) };
}

/** Turn two-factor sign-in on through /account/two-factor, as the owner would; answers the URI and the codes. */
async function turnOn(who: { email: string; cookie: string }) {
  const started = await outcome(() =>
    accountAction(args(post("/account/two-factor", { intent: "start", password: PASSWORD }, who.cookie))),
  );
  expect(started.status).toBe(200);
  const setup = started.body!.setup as { totpURI: string; manualKey: string; qrCode: string };
  expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  const confirmed = await outcome(() =>
    accountAction(
      args(
        post(
          "/account/two-factor",
          { intent: "confirm", code: totp(setup.manualKey), totpURI: setup.totpURI },
          who.cookie,
        ),
      ),
    ),
  );
  // a redirect carries the renewed session (the form's page, with or without JavaScript, is read with it)
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(302);
  expect(confirmed.location).toBe("/account/two-factor");
  who.cookie = jar(who.cookie, confirmed.headers);
  const page = (await accountLoader(args(get("/account/two-factor", who.cookie)))) as { codes?: string[] };
  return { key: setup.manualKey, codes: page.codes! };
}

/** The password step of /auth: the pending two-factor cookie it sets, or the redirect it gives. */
async function passwordStep(email: string, ip = IP) {
  const result = await outcome(() =>
    signInAction(args(post("/auth", { intent: "sign-in", email, password: PASSWORD }, "", ip))),
  );
  return { ...result, cookie: jar("", result.headers) };
}

const codeStep = (cookie: string, code: string, intent: "totp" | "recovery" = "totp", ip = IP) =>
  outcome(() => codeAction(args(post("/auth/two-factor", { intent, code }, cookie, ip))));

const events = (action: string) =>
  db
    .select({ actorId: activityLog.actorId, entityId: activityLog.entityId, ip: activityLog.ipAddress })
    .from(activityLog)
    .where(and(eq(activityLog.entity, "account"), eq(activityLog.action, action)));

describe("two-factor sign-in: the code step", () => {
  it("asks for the code after a right password, records the sign-in only once the code is right", async () => {
    const owner = await person("owner@client.example", "client");
    const { key } = await turnOn(owner);
    expect(await events("two-factor-enabled")).toEqual([{ actorId: owner.id, entityId: owner.id, ip: IP }]);

    const step = await passwordStep(owner.email);
    expect(step.location).toBe("/auth/two-factor");
    expect(step.cookie).toMatch(/two_factor=/);
    expect(step.cookie).not.toMatch(/session_token=/);
    expect(await events("sign-in")).toEqual([]);
    expect((await outcome(() => codeLoader(args(get("/auth/two-factor", step.cookie))))).status).toBe(200);

    expect((await codeStep(step.cookie, wrongCode(key))).status).toBe(401);
    const done = await codeStep(step.cookie, totp(key));
    expect(done.location).toBe("/client-portal");
    expect(jar("", done.headers)).toMatch(/session_token=/);
    expect(await events("sign-in")).toEqual([{ actorId: owner.id, entityId: owner.id, ip: IP }]);
    expect(await events("sign-in-failed")).toHaveLength(1);
  });

  it("sends a visitor without a pending sign-in back to /auth, and a forged cookie counts as none", async () => {
    expect((await outcome(() => codeLoader(args(get("/auth/two-factor"))))).location).toBe("/auth");
    const forged = "better-auth.two_factor=2fa-made-up.c2lnbmF0dXJl";
    expect((await outcome(() => codeLoader(args(get("/auth/two-factor", forged))))).location).toBe("/auth");
    expect((await codeStep(forged, "123456")).location).toBe("/auth");
  });

  it("lets a recovery code in once, and carries the page asked for", async () => {
    const owner = await person("staff@studio.example", "author");
    const { codes } = await turnOn(owner);
    expect(codes).toHaveLength(10);
    const step = await passwordStep(owner.email);
    const done = await outcome(() =>
      codeAction(
        args(
          post(
            "/auth/two-factor",
            { intent: "recovery", code: ` ${codes[0]!.replace("-", "")} `, redirectTo: "/dashboard/blogs" },
            step.cookie,
          ),
        ),
      ),
    );
    expect(done.location).toBe("/dashboard/blogs");
    const again = await passwordStep(owner.email);
    expect((await codeStep(again.cookie, codes[0]!, "recovery")).status).toBe(401);
  });

  it("is throttled like the password step: after 5 wrong codes the next is refused unchecked, even the right one", async () => {
    const owner = await person("guessed@client.example", "client");
    const { key } = await turnOn(owner);
    const step = await passwordStep(owner.email);
    for (let i = 0; i < THROTTLE_RULES.pair.maxFailures; i++) {
      expect((await codeStep(step.cookie, wrongCode(key))).status).toBe(401);
    }
    const refused = await codeStep(step.cookie, totp(key));
    expect(refused.status).toBe(429);
    expect(refused.body?.error).toMatch(/Too many sign-in attempts/);
    // the owner on another device is not locked out
    const elsewhere = await passwordStep(owner.email, "192.0.2.55");
    expect((await codeStep(elsewhere.cookie, totp(key), "totp", "192.0.2.55")).location).toBe("/client-portal");
  });

  it("counts codes on keys of their own: a right password does not give the code step a fresh allowance", async () => {
    const owner = await person("again@client.example", "client");
    const { key } = await turnOn(owner);
    for (let round = 0; round < 2; round++) {
      const step = await passwordStep(owner.email);
      expect(step.location).toBe("/auth/two-factor");
      for (let i = 0; i < 3; i++) await codeStep(step.cookie, wrongCode(key));
    }
    // 6 wrong codes across two right passwords: the code keys are locked, the password keys are not
    const step = await passwordStep(owner.email);
    expect(step.location).toBe("/auth/two-factor");
    expect((await codeStep(step.cookie, totp(key))).status).toBe(429);
    const keys = await db.select({ key: authThrottle.key }).from(authThrottle);
    expect(keys.map((k) => k.key)).toContain(`code-pair:${owner.email}|${IP}`);
  });

  it("accepts a code once per account: ten sign-ins racing with one code give one session", async () => {
    const owner = await person("race@client.example", "client");
    const { key } = await turnOn(owner);
    const ips = Array.from({ length: 10 }, (_, i) => `198.51.100.${i + 1}`);
    const steps = [];
    for (const ip of ips) steps.push(await passwordStep(owner.email, ip));
    const code = totp(key);
    const results = await Promise.all(steps.map((step, i) => codeStep(step.cookie, code, "totp", ips[i])));
    expect(results.filter((r) => r.location === "/client-portal")).toHaveLength(1);
    expect(results.filter((r) => /session_token=/.test(jar("", r.headers)))).toHaveLength(1);
    expect(results.filter((r) => r.status === 401)).toHaveLength(9);
    expect(await events("sign-in")).toHaveLength(1);
  });

  it("refuses a code already used within its window, and an older one after a newer, but takes the next", async () => {
    const owner = await person("replay@client.example", "client");
    const { key } = await turnOn(owner);
    const now = totp(key);
    expect((await codeStep((await passwordStep(owner.email)).cookie, now)).location).toBe("/client-portal");
    const replay = await codeStep((await passwordStep(owner.email)).cookie, now);
    expect(replay.status).toBe(401);
    expect(replay.body?.fieldErrors).toEqual({ code: expect.stringMatching(/used already/) });
    const next = totp(key, Date.now() + 30_000);
    expect((await codeStep((await passwordStep(owner.email)).cookie, next)).location).toBe("/client-portal");
    expect((await codeStep((await passwordStep(owner.email)).cookie, now)).status).toBe(401);
  });

  it("accepts a recovery code once: ten sign-ins racing with one recovery code give one session", async () => {
    const owner = await person("race-recovery@studio.example", "author");
    const { codes } = await turnOn(owner);
    const ips = Array.from({ length: 10 }, (_, i) => `198.51.100.${i + 21}`);
    const steps = [];
    for (const ip of ips) steps.push(await passwordStep(owner.email, ip));
    const results = await Promise.all(steps.map((step, i) => codeStep(step.cookie, codes[1]!, "recovery", ips[i])));
    expect(results.filter((r) => r.location === "/dashboard")).toHaveLength(1);
    expect(results.filter((r) => /session_token=/.test(jar("", r.headers)))).toHaveLength(1);
  });

  it("reserves at most 5 of 40 simultaneous code attempts at one account from one address", async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () => reserveSignInAttempt({ email: "burst@x.example", ip: IP, step: "code" })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(THROTTLE_RULES.pair.maxFailures);
    // the password step of the same account and address is untouched
    expect((await reserveSignInAttempt({ email: "burst@x.example", ip: IP })).allowed).toBe(true);
  });
});

describe("two-factor sign-in: turning it on", () => {
  it("shows the recovery codes once, on the page the confirmation redirects to, read with the renewed session", async () => {
    const owner = await person("on@client.example", "client");
    const before = owner.cookie;
    const { codes } = await turnOn(owner);
    expect(codes).toHaveLength(10);
    // the session the form was posted with has ended: the page after a form posted without JavaScript
    // could not have been read with it
    const stale = await outcome(() => accountLoader(args(get("/account/two-factor", before))));
    expect(stale.status).toBe(302);
    expect(stale.location).toMatch(/^\/auth\b/);
    // the root loader ends the flash on that page; the next visit shows the settings, not the codes
    const { setCookie } = await readToast(get("/account/two-factor", owner.cookie));
    const next = jar(owner.cookie, new Headers({ "Set-Cookie": setCookie! }));
    const again = (await accountLoader(args(get("/account/two-factor", next)))) as {
      codes?: string[];
      isEnabled: boolean;
    };
    expect(again).toMatchObject({ isEnabled: true, codes: undefined });
  });
});

describe("two-factor sign-in: turning it off", () => {
  it("asks for the password, records the change, and signing in asks for the password only again", async () => {
    const owner = await person("off@client.example", "client");
    await turnOn(owner);
    const wrong = await outcome(() =>
      accountAction(args(post("/account/two-factor", { intent: "disable", password: "wrong-one" }, owner.cookie))),
    );
    expect(wrong.status).toBe(400);
    expect(await events("two-factor-disabled")).toEqual([]);
    const off = await outcome(() =>
      accountAction(args(post("/account/two-factor", { intent: "disable", password: PASSWORD }, owner.cookie))),
    );
    expect(off.location).toBe("/account/two-factor");
    expect(await events("two-factor-disabled")).toEqual([{ actorId: owner.id, entityId: owner.id, ip: IP }]);
    expect((await passwordStep(owner.email)).location).toBe("/client-portal");
  });
});

describe("requiring two-factor sign-in for staff", () => {
  it("cannot be turned on by an admin without it; with it, is stored with an activity row (actor, IP)", async () => {
    const admin = await person("admin@studio.example", "admin");
    const actor = { userId: admin.id, email: admin.email, ip: IP };
    await expect(setStaffTwoFactorRequired({ actor, required: true })).rejects.toThrow(OWN_TWO_FACTOR_FIRST);
    expect(await isStaffTwoFactorRequired()).toBe(false);
    await turnOn(admin);
    expect(await setStaffTwoFactorRequired({ actor, required: true })).toBe(true);
    expect(await setStaffTwoFactorRequired({ actor, required: true })).toBe(false);
    expect(await isStaffTwoFactorRequired()).toBe(true);
    const rows = await db
      .select({ actorId: activityLog.actorId, ip: activityLog.ipAddress, summary: activityLog.summary })
      .from(activityLog)
      .where(eq(activityLog.entity, "settings"));
    expect(rows).toEqual([{ actorId: admin.id, ip: IP, summary: "required two-factor sign-in for all staff" }]);
    await setStaffTwoFactorRequired({ actor, required: false });
    expect(await isStaffTwoFactorRequired()).toBe(false);
  });

  it("sends a staff member without it to set it up (403 for JSON), and lets clients and staff with it through", async () => {
    const author = await person("author@studio.example", "author");
    const client = await person("client@client.example", "client");
    const ready = await person("ready@studio.example", "admin");
    await turnOn(ready);
    await db.insert(appMeta).values({ key: "require-staff-2fa", value: "on" });

    const sentTo = async (run: () => Promise<unknown>) => (await outcome(run)).location;
    expect(await sentTo(() => requireStaff(get("/dashboard", author.cookie)))).toBe(TWO_FACTOR_SETUP_PATH);
    expect(await sentTo(() => requireArea(get("/dashboard/users", ready.cookie), "dashboard-users"))).toBeNull();
    expect((await outcome(() => requireStaffApi(get("/dashboard/uploads", author.cookie)))).status).toBe(403);
    expect((await outcome(() => requireStaffApi(get("/dashboard/uploads", ready.cookie)))).status).toBe(200);
    expect(await sentTo(() => requireClient(get("/client-portal", client.cookie)))).toBeNull();
    // the account page stays open to them, to set it up
    expect(await sentTo(() => requireArea(get("/account/two-factor", author.cookie), "account"))).toBeNull();

    // read once per request: a request that found it off keeps that answer
    await db.update(appMeta).set({ value: "off" });
    const request = get("/dashboard", author.cookie);
    expect(await sentTo(() => requireStaff(request))).toBeNull();
    await db.update(appMeta).set({ value: "on" });
    expect(await sentTo(() => requireStaff(request))).toBeNull();
    expect(await sentTo(() => requireStaff(get("/dashboard", author.cookie)))).toBe(TWO_FACTOR_SETUP_PATH);
  });
});
