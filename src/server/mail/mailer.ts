import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** A file sent with a mail (the booking's .ics). */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: readonly MailAttachment[];
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
        const { attachments, ...rest } = mail;
        await transport.sendMail({
          from: options.from,
          ...rest,
          ...(attachments ? { attachments: [...attachments] } : {}),
        });
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
      // Each attachment beside the mail, named after it, so the operator can pass it on as it is.
      for (const attachment of mail.attachments ?? [])
        fs.writeFileSync(
          `${file.slice(0, -'.txt'.length)}-${path.basename(attachment.filename)}`,
          attachment.content,
          { mode: 0o600 },
        );
      options.log().info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
    },
  };
}
