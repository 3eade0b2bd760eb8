/**
 * A mail server on loopback that keeps what it is sent, for tests: the app is pointed at it
 * with MUSTER_SMTP_URL and the test reads the mails (parsed by mailparser) as a person would.
 */
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type SunkMail = { to: string; subject: string; text: string };

export type SmtpSink = {
  url: string;
  port: number;
  mails: SunkMail[];
  /** The next mail to `to`, waiting up to `ms` for it. */
  next(to: string, ms?: number): Promise<SunkMail>;
  close(): Promise<void>;
};

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const mails: SunkMail[] = [];
  const seen = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(", ") : (parsed.to?.text ?? "");
          mails.push({ to, subject: parsed.subject ?? "", text: parsed.text ?? "" });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    mails,
    async next(to, ms = 10_000) {
      const start = Date.now();
      for (;;) {
        const from = seen.get(to) ?? 0;
        const index = mails.findIndex((mail, i) => i >= from && mail.to.includes(to));
        if (index >= 0) {
          seen.set(to, index + 1);
          return mails[index] as SunkMail;
        }
        if (Date.now() - start > ms) throw new Error(`no mail to ${to} within ${ms} ms (${mails.length} mails in all)`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
