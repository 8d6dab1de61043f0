import type { Language, PitchReviewedPayload, PitchStatus } from '@eventdesk/contracts';
import { renderParagraphs, type RenderedMail } from '../mail/rendered-mail';

/** The statuses an applicant is told about; back to pending is an internal step. */
export type PitchDecision = Exclude<PitchStatus, 'pending'>;

export function isPitchDecision(status: PitchStatus): status is PitchDecision {
  return status !== 'pending';
}

const copy: Record<
  Language,
  {
    subject: Record<PitchDecision, (startup: string) => string>;
    body: Record<PitchDecision, (startup: string) => string>;
    greeting: (name: string) => string;
    message: string;
    reference: (ref: string) => string;
    signOff: string;
  }
> = {
  en: {
    subject: {
      shortlisted: (startup) => `Your pitch has been shortlisted: ${startup}`,
      accepted: (startup) => `Your pitch has been accepted: ${startup}`,
      rejected: (startup) => `Update on your pitch application: ${startup}`,
    },
    body: {
      shortlisted: (startup) =>
        `Good news: ${startup} has been shortlisted. Our team will contact you about the next steps.`,
      accepted: (startup) =>
        `Congratulations: ${startup} has been accepted to pitch at the Coimbatore Business Conference. We will send you the details of your slot.`,
      rejected: (startup) =>
        `Thank you for applying with ${startup}. After careful review we are unable to take your pitch forward this time.`,
    },
    greeting: (name) => `Dear ${name},`,
    message: 'A note from the review team:',
    reference: (ref) => `Application reference: ${ref}`,
    signOff: 'Coimbatore Business Conference team',
  },
  ta: {
    subject: {
      shortlisted: (startup) => `உங்கள் பிட்ச் தேர்வுப் பட்டியலில் இடம்பெற்றது: ${startup}`,
      accepted: (startup) => `உங்கள் பிட்ச் ஏற்றுக்கொள்ளப்பட்டது: ${startup}`,
      rejected: (startup) => `உங்கள் பிட்ச் விண்ணப்பம் பற்றிய தகவல்: ${startup}`,
    },
    body: {
      shortlisted: (startup) =>
        `நல்ல செய்தி: ${startup} தேர்வுப் பட்டியலில் இடம்பெற்றுள்ளது. அடுத்த கட்டம் குறித்து எங்கள் குழு உங்களைத் தொடர்புகொள்ளும்.`,
      accepted: (startup) =>
        `வாழ்த்துகள்: கோயம்புத்தூர் வணிக மாநாட்டில் பிட்ச் செய்ய ${startup} ஏற்றுக்கொள்ளப்பட்டுள்ளது. உங்கள் நேர ஒதுக்கீட்டு விவரங்களை அனுப்புவோம்.`,
      rejected: (startup) =>
        `${startup} உடன் விண்ணப்பித்ததற்கு நன்றி. கவனமாகப் பரிசீலித்த பிறகு, இம்முறை உங்கள் பிட்சை முன்னெடுக்க இயலவில்லை.`,
    },
    greeting: (name) => `அன்புள்ள ${name},`,
    message: 'பரிசீலனைக் குழுவின் குறிப்பு:',
    reference: (ref) => `விண்ணப்பக் குறிப்பு எண்: ${ref}`,
    signOff: 'கோயம்புத்தூர் வணிக மாநாட்டுக் குழு',
  },
};

/** The decision e-mail, in the applicant's language, with the reviewer's message when there is one. */
export function renderPitchDecision(payload: PitchReviewedPayload, decision: PitchDecision): RenderedMail {
  const words = copy[payload.language];
  const paragraphs = [
    words.greeting(payload.founderName),
    words.body[decision](payload.startupName),
    ...(payload.applicantMessage ? [`${words.message}\n${payload.applicantMessage}`] : []),
    words.reference(payload.ref),
    words.signOff,
  ];
  return renderParagraphs(payload.language, words.subject[decision](payload.startupName), paragraphs);
}
