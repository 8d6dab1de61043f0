import { contactProgrammes } from '@eventdesk/contracts';
import { renderParagraphs, type RenderedMail } from '../mail/rendered-mail';
import type { ContactDigestItem } from './contact-digest-item.entity';

const programmeNames: Record<(typeof contactProgrammes)[number], string> = {
  miracle: '21-day Miracle programme',
  vairagiya: '9-month Vairagiya',
  mission_millionaire: '3-year Mission Millionaire',
  personal_mentor: '1-year personal mentorship',
  dream_to_desire: '6-day Dream to Desire',
};

const programmeName = (programme: string) =>
  programme in programmeNames ? programmeNames[programme as keyof typeof programmeNames] : programme;

const receivedAt = (date: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(date);

/**
 * The staff digest: one paragraph per message, in the order they arrived. Every field is visitor text, so it goes
 * through renderParagraphs, which escapes each paragraph for the HTML part (a `<script>` arrives as text).
 */
export function renderContactDigestEmail(items: ContactDigestItem[], publicBaseUrl: string): RenderedMail {
  const count = items.length;
  const subject = count === 1 ? 'New contact message' : `${count} new contact messages`;
  return renderParagraphs('en', subject, [
    `${subject} from the website's contact form:`,
    ...items.map((item) =>
      [
        `${item.name} · ${item.email} · ${item.phone}`,
        `${programmeName(item.programme)} · ${receivedAt(item.receivedAt)} IST · #${item.contactMessageId}`,
        item.message,
      ].join('\n'),
    ),
    `Answer them and mark them handled in the staff inbox:\n${publicBaseUrl}/admin/contact-messages`,
  ]);
}
