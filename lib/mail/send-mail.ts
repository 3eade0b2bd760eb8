/**
 * Mail through the SMTP server MUSTER_SMTP_URL names (smtp:// or smtps://, with user and password
 * in the address when it needs them), from MUSTER_MAIL_FROM. Without MUSTER_SMTP_URL nothing is
 * sent and the features that need mail say so. Bounded in time: a slow or dead server fails the
 * request after seconds, not minutes.
 */
import "server-only";
import nodemailer, { type Transporter } from "nodemailer";

export type Mail = { to: string; subject: string; text: string };

const DEFAULT_FROM = "Muster <muster@localhost>";

export function mailConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.MUSTER_SMTP_URL?.trim());
}

const transports = new Map<string, Transporter>();

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    if (!/^smtps?:\/\//i.test(url)) throw new Error("MUSTER_SMTP_URL must start with smtp:// or smtps://");
    const address = new URL(url);
    transport = nodemailer.createTransport({
      host: address.hostname,
      port: Number(address.port) || (address.protocol === "smtps:" ? 465 : 587),
      secure: address.protocol === "smtps:",
      ...(address.username ? { auth: { user: decodeURIComponent(address.username), pass: decodeURIComponent(address.password) } } : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(url, transport);
  }
  return transport;
}

export async function sendMail(mail: Mail, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const url = env.MUSTER_SMTP_URL?.trim();
  if (!url) throw new Error("mail is not configured (MUSTER_SMTP_URL)");
  await transportFor(url).sendMail({ from: env.MUSTER_MAIL_FROM?.trim() || DEFAULT_FROM, to: mail.to, subject: mail.subject, text: mail.text });
}
