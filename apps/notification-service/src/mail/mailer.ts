import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import {
  composableRecipient,
  composeMime,
  mailSender,
  type MailSender,
  type OutgoingMail,
} from './mime-message';

export const MAILER_OPTIONS = Symbol('MAILER_OPTIONS');

export interface MailerOptions {
  smtpUrl: string;
  from: string;
}

/** SMTP through nodemailer; in development and tests the SMTP stand-in receives the mail. */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter;
  private readonly sender: MailSender;

  constructor(@Inject(MAILER_OPTIONS) private readonly options: MailerOptions) {
    this.sender = mailSender(options.from);
    const url = new URL(options.smtpUrl);
    this.transport = createTransport({
      // Reuses SMTP connections: one connection per mail capped sending at about 40 mails/s under load. Each
      // connection carries one mail at a time: with the ticket messages sent from 40 parallel event jobs, 10
      // connections carried the fan-out burst at 190 mails/s and 20 no faster (issue 18, bench/check-in.mjs).
      pool: true,
      maxConnections: 10,
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
   * Returns the provider's message id. The message goes to nodemailer's pooled connections as one buffer composed
   * by `composeMime` (issue 18: nodemailer's own composer cost 1.3 ms of JavaScript per ticket e-mail and wrote the
   * message to the socket a MIME line at a time); a recipient address that is not plain ASCII is left to nodemailer.
   */
  async send(mail: OutgoingMail): Promise<string> {
    if (!composableRecipient(mail.to)) {
      const info = await this.transport.sendMail({ from: this.options.from, ...mail });
      return String(info.messageId ?? mail.messageId);
    }
    const raw = composeMime(this.sender, mail);
    await this.transport.sendMail({
      envelope: { from: this.sender.address, to: [mail.to] },
      raw,
      messageId: mail.messageId,
    });
    return mail.messageId;
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
