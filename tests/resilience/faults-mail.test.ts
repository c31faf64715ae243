/**
 * Faults of the mail, against the built app in real processes on a private PostgreSQL: two processes
 * sharing one mail queue, and the mail server down then back. Runs beside faults.test.ts.
 */
import { describe, expect, it } from "vitest";
import { faultsEnvironment, isAlive, postContact, sleep } from "./faults-support";
import { waitFor } from "./support";

const { query, createDatabase, launch, sink } = faultsEnvironment();

describe("faults of the mail", () => {
  it("two processes on one PostgreSQL deliver each of 100 queued mails exactly once", async () => {
    const smtp = await sink({ delayMs: 5 });
    const database = await createDatabase("twoproc");
    const env = { DATABASE_URL: database, SMTP_URL: smtp.url, MAIL_POLL_MS: "100" };
    const [a, b] = await Promise.all([launch(env), launch(env)]);
    // due in two seconds, so both senders are polling when the queue opens
    await query(
      "twoproc",
      `insert into mail_outbox ("to", subject, text, next_attempt_at)
       select 'queue-' || n || '@example.com', 'Queued mail ' || n, 'Body ' || n, now() + interval '2 seconds'
       from generate_series(1, 100) as n`,
    );
    await waitFor(
      async () =>
        (await query<{ n: number }>("twoproc", "select count(*)::int as n from mail_outbox where status <> 'sent'"))[0]
          ?.n === 0,
      60_000,
    );
    await sleep(1500); // a late duplicate would arrive now
    const subjects = new Map<string, number>();
    for (const m of smtp.messages) subjects.set(m.subject, (subjects.get(m.subject) ?? 0) + 1);
    const duplicates = [...subjects.values()].filter((n) => n > 1).length;
    console.info(
      `two processes: 100 queued, ${smtp.messages.length} delivered, ${subjects.size} distinct, ${duplicates} sent twice`,
    );
    expect(isAlive(a!) && isAlive(b!)).toBe(true);
    expect(smtp.messages).toHaveLength(100);
    expect(subjects.size).toBe(100);
    const rows = await query<{ attempts: number; claimed_until: Date | null }>(
      "twoproc",
      "select attempts, claimed_until from mail_outbox",
    );
    expect(rows.every((r) => r.attempts === 1 && r.claimed_until === null)).toBe(true);
  });

  it("mail queued while the SMTP server is down is delivered once when it is back", async () => {
    const smtp = await sink();
    await smtp.stop();
    const app = await launch({ DATABASE_URL: await createDatabase("smtpdown"), SMTP_URL: smtp.url });
    const res = await postContact(app, "smtp-down@example.com", "198.51.100.7");
    expect(res.status).toBe(200);
    // the sender tried and failed: the mail waits with its error and a later retry
    await waitFor(async () => {
      const [row] = await query<{ attempts: number }>("smtpdown", "select attempts from mail_outbox");
      return (row?.attempts ?? 0) >= 1;
    }, 10_000);
    const [waiting] = await query<{ status: string; last_error: string | null }>(
      "smtpdown",
      "select status, last_error from mail_outbox",
    );
    expect(waiting).toMatchObject({ status: "pending" });
    expect(waiting?.last_error).toBeTruthy();

    await smtp.start();
    // the fake clock: the retry's time (30 s after the first try, unit-tested in app/domain/outbox.test.ts)
    // is now; the sender's next look takes it
    await query("smtpdown", "update mail_outbox set next_attempt_at = now() where status = 'pending'");
    await waitFor(
      async () => (await query<{ status: string }>("smtpdown", "select status from mail_outbox"))[0]?.status === "sent",
      60_000,
    );
    await sleep(1000);
    const delivered = smtp.messages.filter((m) => m.raw.includes("smtp-down@example.com"));
    console.info(`SMTP down then back: ${delivered.length} delivered of 1 queued`);
    expect(delivered).toHaveLength(1);
    expect(isAlive(app)).toBe(true);
  });
});
