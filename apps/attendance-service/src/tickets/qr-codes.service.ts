import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { QrCodeResponse, QrPngResponse } from '@eventdesk/contracts';
import { DomainError, renderQrPng } from '@eventdesk/server-kit';
import { findAttendeeByRef } from '../attendees/attendees.repository';
import { TicketTokens } from './ticket-tokens';

/** Large enough for a phone camera at a door; the e-mail draws the same code smaller. */
const QR_PNG_WIDTH_PX = 360;

/** The QR image of a registration's ticket, drawn on request from its seed (the token itself is never stored). */
@Injectable()
export class QrCodesService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TicketTokens,
  ) {}

  async png(ref: string): Promise<Buffer> {
    const row = await findAttendeeByRef(this.em.fork(), ref);
    if (!row) {
      throw new DomainError('NOT_FOUND', 'Registration not found');
    }
    if (!row.seed) {
      throw new DomainError(
        'TICKET_NOT_ISSUED',
        'Payment not completed yet: the QR ticket is issued once the payment is confirmed',
      );
    }
    return renderQrPng(this.tokens.tokenFor(row.seed), QR_PNG_WIDTH_PX);
  }

  async dataUrl(ref: string): Promise<QrCodeResponse> {
    return { qrCode: `data:image/png;base64,${(await this.png(ref)).toString('base64')}` };
  }

  async pngBase64(ref: string): Promise<QrPngResponse> {
    return { pngBase64: (await this.png(ref)).toString('base64') };
  }
}
