import { simpleParser } from 'mailparser';
import { composableRecipient, composeMime, mailSender } from './mime-message';

const sender = mailSender('Coimbatore Business Conference <tickets@eventdesk.local>');
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('composeMime', () => {
  it('writes a Tamil ticket mail that a mail reader parses back to the same subject, parts and inline image', async () => {
    const subject = 'கோயம்புத்தூர் வணிக மாநாடு 2025 — உங்கள் டிக்கெட் (எண் 42)';
    const text = 'வணக்கம் முருகன்,\n\nஉங்கள் டிக்கெட் இணைக்கப்பட்டுள்ளது.\n.\nஒரு புள்ளி மட்டும் உள்ள வரி.';
    const html = '<p>வணக்கம் <b>முருகன்</b></p><img src="cid:ticket-qr@eventdesk">';
    const raw = composeMime(
      sender,
      {
        to: 'murugan@example.com',
        subject,
        text,
        html,
        messageId: '<d1.ticket@eventdesk>',
        attachments: [
          { filename: 'ticket-42.png', content: png, contentType: 'image/png', cid: 'ticket-qr@eventdesk' },
        ],
      },
      new Date('2026-11-28T10:15:00Z'),
    );
    const parsed = await simpleParser(raw, { keepCidLinks: true });
    expect(parsed.subject).toBe(subject);
    expect(parsed.from?.value).toEqual([
      { name: 'Coimbatore Business Conference', address: 'tickets@eventdesk.local' },
    ]);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : undefined).toBe('murugan@example.com');
    expect(parsed.messageId).toBe('<d1.ticket@eventdesk>');
    expect(parsed.date?.toISOString()).toBe('2026-11-28T10:15:00.000Z');
    expect(parsed.text?.trimEnd()).toBe(text);
    expect(parsed.html).toBe(html);
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]).toMatchObject({
      contentType: 'image/png',
      filename: 'ticket-42.png',
      contentId: '<ticket-qr@eventdesk>',
      related: true,
    });
    expect(parsed.attachments[0]?.content.equals(png)).toBe(true);
  });

  it('writes CRLF lines of at most 78 characters, so no relay rewraps or rejects it', () => {
    const raw = composeMime(sender, {
      to: 'a@example.com',
      subject: 'A subject long enough to be folded over more than one header line by the composer, surely',
      text: 'x'.repeat(5000),
      html: `<p>${'y'.repeat(5000)}</p>`,
      messageId: '<d2.email@eventdesk>',
    }).toString('utf8');
    expect(raw).not.toMatch(/[^\r]\n/);
    expect(raw).not.toMatch(/\r(?!\n)/);
    for (const line of raw.split('\r\n')) {
      expect(line.length).toBeLessThanOrEqual(78);
    }
  });

  it('keeps a line break in a subject from starting a header of its own', async () => {
    const raw = composeMime(sender, {
      to: 'a@example.com',
      subject: 'Hello\r\nBcc: victim@example.com',
      text: 'hi',
      html: '<p>hi</p>',
      messageId: '<d3.email@eventdesk>',
    });
    const parsed = await simpleParser(raw);
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.subject).toBe('Hello Bcc: victim@example.com');
    expect(parsed.text?.trim()).toBe('hi');
  });

  it('refuses a recipient that is not a plain ASCII address (nodemailer handles those)', () => {
    expect(composableRecipient('murugan@example.com')).toBe(true);
    expect(composableRecipient('முருகன்@example.com')).toBe(false);
    expect(composableRecipient('a@example.com\r\nBcc: b@example.com')).toBe(false);
    expect(() =>
      composeMime(sender, { to: 'a b@example.com', subject: 's', text: '', html: '', messageId: '<x@y>' }),
    ).toThrow('plain ASCII');
  });
});

describe('mailSender', () => {
  it('quotes a plain display name, encodes a Tamil one, and keeps a bare address', async () => {
    expect(mailSender('Coimbatore Business Conference <t@example.com>')).toEqual({
      header: '"Coimbatore Business Conference" <t@example.com>',
      address: 't@example.com',
    });
    expect(mailSender('"Coimbatore \\"Biz\\" Conf" <t@example.com>').header).toBe(
      '"Coimbatore \\"Biz\\" Conf" <t@example.com>',
    );
    expect(mailSender('t@example.com')).toEqual({ header: 't@example.com', address: 't@example.com' });
    const tamil = mailSender('கோயம்புத்தூர் மாநாடு <t@example.com>');
    expect(tamil.address).toBe('t@example.com');
    const raw = composeMime(tamil, {
      to: 'a@example.com',
      subject: 's',
      text: 't',
      html: '<p>t</p>',
      messageId: '<x@y>',
    });
    expect((await simpleParser(raw)).from?.value).toEqual([
      { name: 'கோயம்புத்தூர் மாநாடு', address: 't@example.com' },
    ]);
  });

  it('refuses a MAIL_FROM without an address', () => {
    expect(() => mailSender('Just a name')).toThrow('MAIL_FROM has no address');
  });
});
