import { Module, type DynamicModule } from '@nestjs/common';
import { DeliveriesService } from '../deliveries/deliveries.service';
import { Mailer, MAILER_OPTIONS } from '../mail/mailer';
import { NotificationMetricsModule } from '../metrics/notification-metrics.module';
import { createWhatsAppSender } from '../whatsapp/create-whatsapp-sender';
import type { WhatsAppOptions } from '../whatsapp/whatsapp-sender';
import {
  RECEIPT_REJECTED_BASE_URL,
  RECEIPT_REJECTED_WHATSAPP,
  ReceiptRejectedConsumer,
  type ReceiptRejectedWhatsApp,
} from './receipt-rejected.consumer';

export interface ReceiptRejectionsModuleOptions {
  smtpUrl: string;
  mailFrom: string;
  publicBaseUrl: string;
  whatsapp: WhatsAppOptions;
  /** cloud-api: the approved template for this message kind; empty means not approved yet. */
  cloudApiTemplate: string;
}

/**
 * The Cloud API sends only approved templates, one per message kind; until this kind's template is configured
 * its WhatsApp message is recorded as skipped (the e-mail still goes). The webhook sends free text.
 */
export function receiptRejectedWhatsApp(options: ReceiptRejectionsModuleOptions): ReceiptRejectedWhatsApp {
  if (options.whatsapp.provider === 'cloud-api' && !options.cloudApiTemplate) {
    return { skipReason: 'WHATSAPP_TEMPLATE_RECEIPT_REJECTED is not set: no approved Cloud API template' };
  }
  return { sender: createWhatsAppSender({ ...options.whatsapp, template: options.cloudApiTemplate }) };
}

/** Messages for a receipt staff refused (payment.receipt-rejected.v1). */
@Module({})
export class ReceiptRejectionsModule {
  static forRoot(options: ReceiptRejectionsModuleOptions): DynamicModule {
    return {
      module: ReceiptRejectionsModule,
      imports: [NotificationMetricsModule],
      providers: [
        { provide: MAILER_OPTIONS, useValue: { smtpUrl: options.smtpUrl, from: options.mailFrom } },
        { provide: RECEIPT_REJECTED_BASE_URL, useValue: options.publicBaseUrl },
        { provide: RECEIPT_REJECTED_WHATSAPP, useFactory: () => receiptRejectedWhatsApp(options) },
        Mailer,
        DeliveriesService,
        ReceiptRejectedConsumer,
      ],
    };
  }
}
