/**
 * A real SMTP server for the end-to-end tests: the app delivers its outbox here over SMTP,
 * and tests read what arrived over a small HTTP API (GET /messages, DELETE /messages).
 */
import http from "node:http";
import { SMTPServer } from "smtp-server";

type Message = { to: string[]; from: string; raw: string; subject: string; receivedAt: string };
const messages: Message[] = [];
const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 2525);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 2526);

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? "";
      messages.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        raw,
        subject,
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, "127.0.0.1");

http
  .createServer((req, res) => {
    if (req.method === "DELETE") messages.length = 0;
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify(messages));
  })
  .listen(httpPort, "127.0.0.1", () => {
    console.log(`smtp sink on ${smtpPort}, http on ${httpPort}`);
  });
