import type { Language, PitchSubmittedPayload } from '@eventdesk/contracts';
import { renderParagraphs, type RenderedMail } from '../mail/rendered-mail';

const copy: Record<
  Language,
  {
    subject: (startup: string) => string;
    greeting: (name: string) => string;
    body: (startup: string) => string;
    document: string;
    reference: (ref: string) => string;
    next: string;
  }
> = {
  en: {
    subject: (startup) => `Pitch application received: ${startup}`,
    greeting: (name) => `Dear ${name},`,
    body: (startup) =>
      `Thank you for applying to pitch ${startup} at the Coimbatore Business Conference. We have received your application.`,
    document: 'Your pitch document was received with it.',
    reference: (ref) => `Application reference: ${ref}`,
    next: 'Our team reviews every application and will e-mail you once a decision is made.',
  },
  ta: {
    subject: (startup) => `பிட்ச் விண்ணப்பம் பெறப்பட்டது: ${startup}`,
    greeting: (name) => `அன்புள்ள ${name},`,
    body: (startup) =>
      `கோயம்புத்தூர் வணிக மாநாட்டில் ${startup} பற்றி பிட்ச் செய்ய விண்ணப்பித்ததற்கு நன்றி. உங்கள் விண்ணப்பம் எங்களுக்குக் கிடைத்துவிட்டது.`,
    document: 'உங்கள் பிட்ச் ஆவணமும் பெறப்பட்டது.',
    reference: (ref) => `விண்ணப்பக் குறிப்பு எண்: ${ref}`,
    next: 'எங்கள் குழு ஒவ்வொரு விண்ணப்பத்தையும் பரிசீலித்து, முடிவு எடுத்தவுடன் உங்களுக்கு மின்னஞ்சல் அனுப்பும்.',
  },
};

/** The acknowledgement of a pitch application, in the applicant's language. */
export function renderPitchReceived(payload: PitchSubmittedPayload): RenderedMail {
  const words = copy[payload.language];
  const paragraphs = [
    words.greeting(payload.founderName),
    words.body(payload.startupName),
    ...(payload.hasDocument ? [words.document] : []),
    words.reference(payload.ref),
    words.next,
  ];
  return renderParagraphs(payload.language, words.subject(payload.startupName), paragraphs);
}
