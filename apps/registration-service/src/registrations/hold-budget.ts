import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';
import { groupLiveHolds, type LiveHolds } from './registrations.repository';

/** Unpaid seats one contact (the same e-mail or the same phone) may hold at once on the public form. */
export const CONTACT_HOLD_LIMIT = 2;
/** Unpaid additional tickets one paid registration (its whole group) may hold at once. */
export const ADDITIONAL_TICKET_HOLD_LIMIT = 10;
/** First key of the advisory locks taken per contact key (the second is the key's hash). */
export const CONTACT_HOLD_LOCK = 712_001;

const contactMessages: Record<Language, (minutes: number) => string> = {
  en: (minutes) =>
    `This e-mail address or phone number already holds ${CONTACT_HOLD_LIMIT} unpaid registrations. ` +
    `Finish paying for one you started (the payment link is in the e-mail we sent you), or try again in ` +
    `${minutes} minutes, when the first of those seats is released.`,
  ta: (minutes) =>
    `இந்த மின்னஞ்சல் முகவரி அல்லது தொலைபேசி எண்ணில் ஏற்கனவே பணம் செலுத்தப்படாத ${CONTACT_HOLD_LIMIT} பதிவுகள் உள்ளன. ` +
    `நீங்கள் தொடங்கிய பதிவுக்குப் பணம் செலுத்தி முடிக்கவும் (பணம் செலுத்தும் இணைப்பு நாங்கள் அனுப்பிய மின்னஞ்சலில் உள்ளது), ` +
    `அல்லது ${minutes} நிமிடங்களில் மீண்டும் முயற்சிக்கவும்; அப்போது அவற்றில் முதல் இருக்கை விடுவிக்கப்படும்.`,
};

const additionalTicketMessages: Record<Language, (minutes: number) => string> = {
  en: (minutes) =>
    `This registration already has ${ADDITIONAL_TICKET_HOLD_LIMIT} unpaid additional tickets. ` +
    `Pay for those first (each has its own payment page), or try again in ${minutes} minutes, ` +
    `when the first of those seats is released.`,
  ta: (minutes) =>
    `இந்தப் பதிவில் ஏற்கனவே பணம் செலுத்தப்படாத ${ADDITIONAL_TICKET_HOLD_LIMIT} கூடுதல் டிக்கெட்டுகள் உள்ளன. ` +
    `முதலில் அவற்றுக்குப் பணம் செலுத்தவும் (ஒவ்வொன்றுக்கும் தனி பணம் செலுத்தும் பக்கம் உண்டு), ` +
    `அல்லது ${minutes} நிமிடங்களில் மீண்டும் முயற்சிக்கவும்; அப்போது அவற்றில் முதல் இருக்கை விடுவிக்கப்படும்.`,
};

/**
 * Public registration refused (409 HOLD_LIMIT, in the visitor's language): the contact (the same e-mail or the same
 * phone, `phoneKey` as stored) already holds CONTACT_HOLD_LIMIT unpaid seats. Counted by `register_with_seat` in
 * the creating transaction, race-free: it first takes an advisory lock per contact key (CONTACT_HOLD_LOCK), in hash
 * order so two requests sharing either key queue instead of deadlocking, and counts in a later statement (READ
 * COMMITTED: a fresh snapshot that sees every hold committed by the previous lock holder). The lock is held to the
 * commit, so ten parallel requests with one e-mail make exactly CONTACT_HOLD_LIMIT holds.
 */
export function contactHoldLimitError(waitMinutes: number, language: Language): DomainError {
  return holdLimitError(contactMessages[language](waitMinutes), {
    held: CONTACT_HOLD_LIMIT,
    wait_minutes: waitMinutes,
  });
}

/**
 * Additional tickets: refuses an (ADDITIONAL_TICKET_HOLD_LIMIT + 1)th unpaid ticket of one group. The caller
 * holds the group's first registration locked (ticket numbering does the same), so counting here is race-free.
 */
export async function assertAdditionalTicketHoldBudget(
  tx: EntityManager,
  rootId: number,
  language: Language,
): Promise<void> {
  const holds = await groupLiveHolds(tx, rootId);
  if (holds && holds.held >= ADDITIONAL_TICKET_HOLD_LIMIT) {
    throw holdLimitError(additionalTicketMessages[language](holds.wait_minutes ?? 1), holds);
  }
}

function holdLimitError(message: string, holds: LiveHolds): DomainError {
  return new DomainError('HOLD_LIMIT', message, { retryAfterMinutes: holds.wait_minutes });
}
