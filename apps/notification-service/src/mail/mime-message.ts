import { randomBytes } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser';
import { encodeWords, foldLines } from 'nodemailer/lib/mime-funcs';

/** The sender as the From header writes it and as the SMTP envelope names it. */
export interface MailSender {
  header: string;
  address: string;
}

/** An image the HTML part shows inline, referenced as `cid:<cid>`. */
export interface InlineImage {
  filename: string;
  content: Buffer;
  contentType: string;
  cid: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `<…>`; deterministic, so a retried send of the same delivery can be recognised downstream. */
  messageId: string;
  /** Inline images, referenced from the HTML as `cid:<cid>`. */
  attachments?: InlineImage[];
}

const CRLF = '\r\n';
const BASE64_LINE = 76;
/** Printable ASCII without spaces: an address the composer writes as it is (anything else goes through nodemailer). */
const PLAIN_ADDRESS = /^[\x21-\x7e]+$/;

/** Whether MAIL_FROM ("Name <address>" or an address) names an address (the env check uses it). */
export function namesMailAddress(from: string): boolean {
  return Boolean(addressparser(from, { flatten: true })[0]?.address);
}

/** MAIL_FROM ("Name <address>" or an address) as a header and an envelope address, parsed once at start-up. */
export function mailSender(from: string): MailSender {
  const [parsed] = addressparser(from, { flatten: true });
  if (!parsed?.address) {
    throw new Error(`MAIL_FROM has no address: ${from}`);
  }
  const name = parsed.name.trim();
  if (!name) {
    return { header: parsed.address, address: parsed.address };
  }
  const displayName = /^[\x20-\x7e]*$/.test(name)
    ? `"${name.replace(/["\\]/g, '\\$&')}"`
    : encodeWords(name, 'Q', 52);
  return { header: `${displayName} <${parsed.address}>`, address: parsed.address };
}

/** Whether `composeMime` writes this recipient (a plain ASCII address); other addresses need nodemailer's handling. */
export function composableRecipient(to: string): boolean {
  return PLAIN_ADDRESS.test(to);
}

/**
 * A mail as the bytes SMTP sends (CRLF lines): multipart/alternative of the text and the HTML, the HTML in a
 * multipart/related with its inline images when it has any. Every part is base64 (Tamil text is a third the size
 * of quoted-printable, and base64 never contains a boundary's `_`), headers are RFC 2047 words folded at 76.
 *
 * Written here rather than by nodemailer's composer (issue 18): that built a tree of MIME nodes, streams and a
 * random boundary per node for each mail, 1.3 ms of JavaScript per ticket e-mail in a profile of 1,500 sends.
 * nodemailer still carries the bytes (its pooled SMTP connections) and encodes the header words.
 */
export function composeMime(sender: MailSender, mail: OutgoingMail, date: Date = new Date()): Buffer {
  if (!composableRecipient(mail.to)) {
    throw new Error('composeMime writes plain ASCII recipient addresses only');
  }
  const boundary = `=_eventdesk_${randomBytes(12).toString('hex')}`;
  const alternative = `${boundary}_alt`;
  const related = `${boundary}_rel`;
  const images = mail.attachments ?? [];
  const lines: string[] = [
    header('From', sender.header),
    `To: ${mail.to}`,
    header('Subject', encodeWords(oneLine(mail.subject), 'Q', 52)),
    `Message-ID: ${oneLine(mail.messageId)}`,
    `Date: ${date.toUTCString().replace(/GMT$/, '+0000')}`,
    'MIME-Version: 1.0',
    header('Content-Type', `multipart/alternative; boundary="${alternative}"`),
    '',
    `--${alternative}`,
    ...textPart('text/plain; charset=utf-8', mail.text),
    `--${alternative}`,
  ];
  if (images.length === 0) {
    lines.push(...textPart('text/html; charset=utf-8', mail.html));
  } else {
    lines.push(
      header('Content-Type', `multipart/related; type="text/html"; boundary="${related}"`),
      '',
      `--${related}`,
      ...textPart('text/html; charset=utf-8', mail.html),
    );
    for (const image of images) {
      const filename = oneLine(image.filename).replace(/["\\]/g, '');
      lines.push(
        `--${related}`,
        header('Content-Type', `${oneLine(image.contentType)}; name="${filename}"`),
        `Content-ID: <${oneLine(image.cid)}>`,
        'Content-Transfer-Encoding: base64',
        header('Content-Disposition', `inline; filename="${filename}"`),
        '',
        base64Lines(image.content),
      );
    }
    lines.push(`--${related}--`);
  }
  lines.push(`--${alternative}--`, '');
  return Buffer.from(lines.join(CRLF), 'utf8');
}

function textPart(contentType: string, body: string): string[] {
  return [
    `Content-Type: ${contentType}`,
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(Buffer.from(body, 'utf8')),
  ];
}

function base64Lines(content: Buffer): string {
  const encoded = content.toString('base64');
  const lines: string[] = [];
  for (let at = 0; at < encoded.length; at += BASE64_LINE) {
    lines.push(encoded.slice(at, at + BASE64_LINE));
  }
  return lines.join(CRLF);
}

/** A header folded at 76 characters with CRLF continuation lines. */
function header(name: string, value: string): string {
  return foldLines(`${name}: ${value}`, 76).replace(/\r?\n/g, CRLF);
}

/** No line breaks inside a header value: a CR or LF would start a header of the sender's choosing. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ');
}
