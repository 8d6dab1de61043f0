import type { OnApplicationShutdown, Provider } from '@nestjs/common';
import { ClientProxyFactory, type ClientProxy } from '@nestjs/microservices';
import { Metrics, natsClientOptions, RpcClient } from '@eventdesk/server-kit';
import { EVENT_FACTS, RpcEventFacts } from '../event-facts/event-facts';
import { createWhatsAppSender } from '../whatsapp/create-whatsapp-sender';
import { WHATSAPP_SENDER, type WhatsAppOptions } from '../whatsapp/whatsapp-sender';
import { SendTicketEmailJob } from './jobs/send-ticket-email.job';
import { SendTicketWhatsAppJob } from './jobs/send-ticket-whatsapp.job';
import { TicketEventsConsumer } from './ticket-events.consumer';
import { TicketMessageQueues } from './ticket-message-queues';
import { TICKET_MESSAGES_OPTIONS, type TicketMessagesOptions } from './ticket-messages.options';

const SETTINGS_PROXY = Symbol('SETTINGS_PROXY');

/** Ticket confirmation (e-mail + WhatsApp) wiring, registered inside DeliveriesModule (it needs Mailer). */
export function ticketMessageProviders(
  options: TicketMessagesOptions & { whatsapp: WhatsAppOptions },
): Provider[] {
  return [
    { provide: TICKET_MESSAGES_OPTIONS, useValue: options },
    { provide: WHATSAPP_SENDER, useFactory: () => createWhatsAppSender(options.whatsapp) },
    {
      provide: SETTINGS_PROXY,
      useFactory: (): ClientProxy & OnApplicationShutdown => {
        const proxy = ClientProxyFactory.create(natsClientOptions('notification-settings', options.natsUrl));
        return Object.assign(proxy, { onApplicationShutdown: () => proxy.close() });
      },
    },
    {
      provide: EVENT_FACTS,
      useFactory: (proxy: ClientProxy, metrics?: Metrics) =>
        new RpcEventFacts(new RpcClient(proxy, 2000, metrics)),
      inject: [SETTINGS_PROXY, { token: Metrics, optional: true }],
    },
    SendTicketEmailJob,
    SendTicketWhatsAppJob,
    TicketMessageQueues,
    TicketEventsConsumer,
  ];
}
