import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Outgoing mail: by SMTP when BEM_SMTP_URL is set, otherwise into `{dataDir}/outbox` as plain
 * text files (and the log), so an operator without a mail server can still hand a reset link over.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: () => FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  return {
    async send(mail) {
      // Plain text, not MIME: an operator opens it in any editor and copies the link as it is.
      const text = [
        `From: ${options.from}`,
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        `Date: ${new Date().toISOString()}`,
        '',
        mail.text,
        '',
      ].join('\n');
      fs.mkdirSync(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to}.txt`,
      );
      fs.writeFileSync(file, text, { mode: 0o600 });
      options.log().info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
    },
  };
}
