import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config';
import { type Locale, message } from '../http/messages';

export interface ResetMail {
  to: string;
  name: string;
  link: string;
  instanceName: string;
  locale: Locale;
}

/** Sends the reset link through the configured SMTP server; rejects when the server refuses or cannot be reached. */
export async function sendResetMail(smtp: SmtpConfig, mail: ResetMail): Promise<void> {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user !== undefined && { auth: { user: smtp.user, pass: smtp.password ?? '' } }),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
  });
  try {
    await transport.sendMail({
      from: smtp.from,
      to: mail.to,
      subject: message('password_reset_mail_subject', mail.locale, { instance: mail.instanceName }),
      text: message('password_reset_mail_text', mail.locale, { name: mail.name, link: mail.link }),
    });
  } finally {
    transport.close();
  }
}
