import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { claimDueMail, MAIL_LEASE_MS, renewMailClaim } from "~/background/mail-queue.server";
import { deliverDueMail } from "~/background/mail-sender.server";
import { activityLog, mailOutbox, profiles, users } from "~/db/schema";
import { MAX_MAIL_ATTEMPTS } from "~/domain/outbox";
import { enqueueMail } from "~/platform/mail.server";
import { truncateAll, useTestDatabase, warmUp } from "../../tests/setup/db";
import { closedPort, type SmtpSink, startSmtpSink } from "../../tests/support/smtp";
import { listUndeliveredMail, retryFailedMail } from "./outbox.server";

// Runs on PGlite with the unit tests and on PostgreSQL with vitest.pg.config.ts (where races show).
const db = useTestDatabase();
const actor = { userId: "staff-1", email: "staff@studio.example" };

let sink: SmtpSink | undefined;

async function queue(n: number) {
  for (let i = 0; i < n; i++) {
    await enqueueMail(db, { to: `person-${i}@example.com`, subject: `Mail ${i}`, text: `Body ${i}` });
  }
}

/**
 * A clock a second past the queueing: the database stamps a queued mail in microseconds, a JS date
 * only in milliseconds, so "now" read in the same millisecond could fall just before the stamp.
 */
const afterQueueing = () => new Date(Date.now() + 1000);

function deliveredSubjects() {
  const counts = new Map<string, number>();
  for (const m of sink?.messages ?? []) counts.set(m.subject, (counts.get(m.subject) ?? 0) + 1);
  return counts;
}

beforeEach(async () => {
  await truncateAll();
  await db.insert(users).values({ id: "staff-1", name: "Staff", email: "staff@studio.example" });
  await db.insert(profiles).values({ id: "staff-1", email: "staff@studio.example", role: "admin", fullName: "Staff" });
});
afterEach(async () => {
  process.env.SMTP_URL = "";
  await sink?.close();
  sink = undefined;
});
afterAll(() => {
  process.env.SMTP_URL = "";
});

describe("mail outbox sender", () => {
  it("four senders running at once deliver each queued mail exactly once", async () => {
    sink = await startSmtpSink({ delayMs: 5 });
    process.env.SMTP_URL = sink.url;
    await queue(24);

    const sender = async () => {
      let sent = 0;
      for (;;) {
        const batch = await deliverDueMail({ limit: 4 });
        sent += batch.sent;
        if (batch.sent + batch.failed === 0) return sent;
      }
    };
    await warmUp();
    const counts4 = await Promise.all([sender(), sender(), sender(), sender()]);

    expect(counts4.reduce((x, y) => x + y, 0)).toBe(24);
    expect(sink.messages).toHaveLength(24);
    const counts = deliveredSubjects();
    expect(counts.size).toBe(24);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const rows = await db.select().from(mailOutbox);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1 && r.claimedUntil === null)).toBe(true);
  });

  it("skips a mail another sender holds, and takes it over once that sender's lease ran out", async () => {
    sink = await startSmtpSink();
    process.env.SMTP_URL = sink.url;
    await queue(1);
    const now = afterQueueing();

    // a sender claims the mail, then dies before sending it
    const [held] = await claimDueMail({ now });
    expect(held).toBeDefined();
    expect(await deliverDueMail({ now })).toEqual({ sent: 0, failed: 0 });
    expect(await deliverDueMail({ now: new Date(now.getTime() + MAIL_LEASE_MS - 1000) })).toEqual({
      sent: 0,
      failed: 0,
    });

    const later = new Date(now.getTime() + MAIL_LEASE_MS + 1000);
    expect(await deliverDueMail({ now: later })).toEqual({ sent: 1, failed: 0 });
    expect(sink.messages.map((m) => m.subject)).toEqual(["Mail 0"]);
    // the first sender, should it wake up, finds the mail no longer its own
    expect(await renewMailClaim(held!, { now: later })).toBeNull();
    const [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: "sent", attempts: 1, claimedUntil: null });
  });

  it("backs off after each failure, ends 'failed' and visible after the last try, and a retry sends it once", async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
    await queue(1);

    let now = afterQueueing();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      expect(await deliverDueMail({ now })).toEqual({ sent: 0, failed: 1 });
      const [row] = await db.select().from(mailOutbox);
      expect(row).toMatchObject({ attempts: attempt, claimedUntil: null });
      expect(row?.lastError).toBeTruthy();
      if (attempt < MAX_MAIL_ATTEMPTS) {
        expect(row?.status).toBe("pending");
        const delay = row!.nextAttemptAt.getTime() - now.getTime();
        delays.push(delay);
        // not due before its time
        expect(await deliverDueMail({ now: new Date(now.getTime() + delay - 1000) })).toEqual({ sent: 0, failed: 0 });
        now = row!.nextAttemptAt;
      } else {
        expect(row?.status).toBe("failed");
      }
    }
    expect(delays.every((d, i) => i === 0 || d > delays[i - 1]!)).toBe(true);

    // never dropped: a failed mail stays on the staff's list and is not tried again by itself
    expect(await deliverDueMail({ now: new Date(now.getTime() + 48 * 3600_000) })).toEqual({ sent: 0, failed: 0 });
    const [listed] = (await listUndeliveredMail()).rows;
    expect(listed).toMatchObject({ to: "person-0@example.com", subject: "Mail 0", status: "failed" });
    expect(listed?.attempts).toBe(MAX_MAIL_ATTEMPTS);
    expect(listed?.lastError).toBeTruthy();

    sink = await startSmtpSink();
    process.env.SMTP_URL = sink.url;
    await retryFailedMail({ actor, id: listed!.id });
    const [retried] = await db.select().from(mailOutbox);
    expect(retried).toMatchObject({ status: "pending", attempts: 0 });
    expect(retried!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await db.select().from(activityLog).where(eq(activityLog.entityId, listed!.id))).toHaveLength(1);

    expect(await deliverDueMail()).toEqual({ sent: 1, failed: 0 });
    expect(await deliverDueMail()).toEqual({ sent: 0, failed: 0 });
    expect(sink.messages.map((m) => m.subject)).toEqual(["Mail 0"]);
    expect((await listUndeliveredMail()).rows).toHaveLength(0);
  });

  it("retries only a failed mail", async () => {
    await queue(1);
    const [row] = await db.select().from(mailOutbox);
    const notFailed = { code: "conflict", userMessage: "Only a failed mail can be retried" };
    await expect(retryFailedMail({ actor, id: row!.id })).rejects.toMatchObject(notFailed);
    await expect(retryFailedMail({ actor, id: "00000000-0000-4000-8000-000000000000" })).rejects.toMatchObject(
      notFailed,
    );
    expect(await db.select().from(activityLog)).toHaveLength(0);
  });
});
