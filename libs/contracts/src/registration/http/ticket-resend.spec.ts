import { resendTicketCommand, ticketResendResponse } from './ticket-resend';

describe('ticket resend contracts', () => {
  it('parses a valid command and answer', () => {
    expect(resendTicketCommand.parse({ ref: 'AbCdEfGhIjKlMnOpQrStUv', language: 'ta' })).toEqual({
      ref: 'AbCdEfGhIjKlMnOpQrStUv',
      language: 'ta',
    });
    expect(ticketResendResponse.safeParse({ message: 'Sent', sentTo: 'r***@gmail.com' }).success).toBe(true);
  });

  it('refuses an integer id for a ref, an unknown language and an answer without the masked address', () => {
    expect(resendTicketCommand.safeParse({ ref: '42', language: 'en' }).success).toBe(false);
    expect(resendTicketCommand.safeParse({ ref: 'AbCdEfGhIjKlMnOpQrStUv', language: 'fr' }).success).toBe(
      false,
    );
    expect(ticketResendResponse.safeParse({ message: 'Sent' }).success).toBe(false);
  });
});
