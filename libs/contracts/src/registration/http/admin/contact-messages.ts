import { z } from 'zod';
import { language } from '../../../common/enums';
import { contactProgramme } from '../contact-message';

/** A contact message is `new` until a staff member marks it handled (and `new` again if they undo it). */
export const contactMessageStatuses = ['new', 'handled'] as const;
export const contactMessageStatus = z.enum(contactMessageStatuses);
export type ContactMessageStatus = z.infer<typeof contactMessageStatus>;

/** Messages per page of the staff inbox. */
export const CONTACT_MESSAGES_PAGE_SIZE = 20;

/** GET /api/admin/contact-messages?status=new|handled|all&page=1 */
export const contactMessageListQuery = z.object({
  status: z.enum([...contactMessageStatuses, 'all']).default('new'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ContactMessageListQuery = z.infer<typeof contactMessageListQuery>;
export type ContactMessageListInput = z.input<typeof contactMessageListQuery>;

export const contactMessageView = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  programme: contactProgramme,
  message: z.string(),
  language,
  createdAt: z.string(),
  status: contactMessageStatus,
  /** Staff username that marked it handled; null while new. */
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
});
export type ContactMessageView = z.infer<typeof contactMessageView>;

/** New messages oldest first (the longest waiting on top); handled ones newest handled first. */
export const contactMessageList = z.object({
  items: z.array(contactMessageView),
  page: z.number().int().min(1),
  pageSize: z.number().int().positive(),
  /** Messages matching the status filter. */
  total: z.number().int().min(0),
  /** Both tabs' counts, whatever the filter. */
  counts: z.object({ new: z.number().int().min(0), handled: z.number().int().min(0) }),
});
export type ContactMessageList = z.infer<typeof contactMessageList>;

/** PATCH /api/admin/contact-messages/{id}/handled: `false` undoes a mark made by mistake. */
export const markContactMessageBody = z.object({ handled: z.boolean() });
export type MarkContactMessageBody = z.infer<typeof markContactMessageBody>;

/**
 * The domain answers (codes of errors.ts): an unknown id is NOT_FOUND; marking a message that is already in the
 * asked state is CONTACT_MESSAGE_ALREADY_HANDLED / _NOT_HANDLED (409), whose message names who handled it, so two
 * staff answering the same visitor notice.
 */
export const contactMessageErrors = {
  notFound: { code: 'NOT_FOUND', message: 'Contact message not found' },
  alreadyHandled: {
    code: 'CONTACT_MESSAGE_ALREADY_HANDLED',
    message: 'This message was already marked handled',
  },
  notHandled: { code: 'CONTACT_MESSAGE_NOT_HANDLED', message: 'This message is not marked handled' },
} as const;
