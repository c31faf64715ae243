/**
 * An in-process SMTP sink for tests: records every message it accepts, and can be stopped and
 * started again on the same port (the "mail server is down" case) or made slow.
 */
import net from "node:net";
import { SMTPServer } from "smtp-server";

export type SinkMessage = { to: string[]; subject: string; raw: string };

export type SmtpSink = {
  port: number;
  url: string;
  messages: SinkMessage[];
  /** Stop listening: connections are refused until `start()`. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  close: () => Promise<void>;
};

export async function startSmtpSink({ port = 0, delayMs = 0 } = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;

  const listen = async () => {
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
          const accept = () => {
            messages.push({ to: session.envelope.rcptTo.map((r) => r.address), subject, raw });
            callback();
          };
          if (delayMs) setTimeout(accept, delayMs);
          else accept();
        });
      },
    });
    const listening = smtp.listen(boundPort, "127.0.0.1");
    await new Promise<void>((resolve, reject) => {
      listening.once("listening", () => resolve());
      listening.once("error", reject);
    });
    boundPort = (listening.address() as net.AddressInfo).port;
    server = smtp;
  };
  const stop = async () => {
    const s = server;
    server = undefined;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  await listen();
  return {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    messages,
    stop,
    start: async () => {
      if (!server) await listen();
    },
    close: stop,
  };
}

/** A port nothing listens on: the "mail server is down" case. */
export async function closedPort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
