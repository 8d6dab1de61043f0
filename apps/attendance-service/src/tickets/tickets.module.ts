import { Module, type DynamicModule } from '@nestjs/common';
import { PaymentEventsConsumer } from './payment-events.consumer';
import { QrCodesService } from './qr-codes.service';
import { TICKET_SIGNING_SECRET, TicketTokens } from './ticket-tokens';
import { TicketsHandler } from './tickets.handler';

/** Issues tickets on payment.completed and draws their QR codes; TicketTokens is shared with check-in. */
@Module({})
export class TicketsModule {
  static forRoot(options: { signingSecret: string }): DynamicModule {
    return {
      module: TicketsModule,
      global: true,
      controllers: [TicketsHandler],
      providers: [
        { provide: TICKET_SIGNING_SECRET, useValue: options.signingSecret },
        TicketTokens,
        QrCodesService,
        PaymentEventsConsumer,
      ],
      exports: [TicketTokens],
    };
  }
}
