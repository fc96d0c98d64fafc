import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Env } from '../../env';

/** One account mail (issue 8 "Accounts"). `link` is the one action the mail carries. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  link: string;
}

export type SendMail = (mail: Mail) => Promise<void>;

/**
 * The account mailer (issue 8 "Accounts"): through nodemailer to `SMTP_URL` when it is set; otherwise
 * nodemailer's JSON transport renders the message and it is written to `DATA_DIR/outbox/<time>-<id>.json`
 * with the link logged, so the reset flow works with no mail server (and tests read the outbox).
 * @throws whatever the SMTP server answers (the caller, better-auth, turns it into a 500).
 */
export function createMailer(mail: Env['mail'], log?: FastifyBaseLogger): SendMail {
  const transport = mail.smtpUrl
    ? nodemailer.createTransport(mail.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  return async ({ to, subject, text, link }) => {
    const info = await transport.sendMail({ from: mail.from, to, subject, text });
    if (mail.smtpUrl) return;
    await mkdir(mail.outboxDir, { recursive: true });
    // The time first, so a listing sorts oldest to newest; the random part keeps two in one ms apart.
    const name = `${Date.now()}-${randomBytes(4).toString('hex')}.json`;
    // The JSON transport's result carries the rendered message as a JSON string (nodemailer docs).
    const message = JSON.parse(String((info as { message?: unknown }).message)) as Record<string, unknown>;
    await writeFile(path.join(mail.outboxDir, name), JSON.stringify({ ...message, link }, null, 2));
    log?.info({ to, link }, `mail written to the outbox (${name}): no SMTP_URL`);
  };
}
