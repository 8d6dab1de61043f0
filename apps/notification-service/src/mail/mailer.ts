import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';

export const MAILER_OPTIONS = Symbol('MAILER_OPTIONS');

export interface MailerOptions {
  smtpUrl: string;
  from: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Deterministic, so a retried send of the same delivery can be recognised downstream. */
  messageId: string;
  /** Inline images are referenced from the HTML as `cid:<cid>`. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

/** SMTP through nodemailer; in development and tests the SMTP stand-in receives the mail. */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(@Inject(MAILER_OPTIONS) private readonly options: MailerOptions) {
    const url = new URL(options.smtpUrl);
    this.transport = createTransport({
      // Reuses SMTP connections: one connection per mail capped sending at about 40 mails/s under load.
      pool: true,
      maxConnections: 5,
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
      secure: url.protocol === 'smtps:',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      // The stand-in and many relays speak plain SMTP on loopback; TLS is used whenever offered.
      tls: { rejectUnauthorized: url.searchParams.get('tlsRejectUnauthorized') !== 'false' },
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 10000,
    });
  }

  /**
   * Returns the provider's message id. The message is composed into one buffer first (issue 18): streamed, nodemailer
   * wrote it to the socket piece by piece, one write per MIME part and base64 line of the inline QR, and the writes
   * were the largest single cost of a ticket e-mail on both sides of the connection.
   */
  async send(mail: OutgoingMail): Promise<string> {
    const message = new MailComposer({ from: this.options.from, ...mail }).compile();
    const raw = await message.build();
    const info = await this.transport.sendMail({
      envelope: message.getEnvelope(),
      raw,
      messageId: message.messageId(),
    });
    return String(info.messageId ?? mail.messageId);
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
