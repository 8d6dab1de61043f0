import { Global, Logger, Module, type DynamicModule } from '@nestjs/common';
import type { PaymentEnv } from '../config/env';
import { SandboxService } from '../sandbox/sandbox.service';
import { CARD_PROVIDER } from './card-provider';
import { CcavenueProvider } from './ccavenue.provider';
import { CcavenueStatusApi } from './ccavenue-status-api';
import { PAYMENT_CONFIG, paymentConfigFrom, type PaymentConfig } from './payment-config';

/** The card provider chosen by PAYMENT_PROVIDER: CCAvenue, or the sandbox speaking the same protocol. */
@Global()
@Module({})
export class ProvidersModule {
  static forRoot(env: PaymentEnv): DynamicModule {
    const config = paymentConfigFrom(env);
    const logger = new Logger('PaymentProvider');
    if (config.provider === 'sandbox' && env.NODE_ENV === 'production') {
      logger.warn('PAYMENT_PROVIDER=sandbox in production: card payments are simulated, no money moves');
    }
    if (config.provider === 'ccavenue' && !config.statusApiUrl) {
      logger.warn('CCAVENUE_STATUS_API_URL is not set: card results are not confirmed server to server');
    }
    return {
      module: ProvidersModule,
      providers: [
        { provide: PAYMENT_CONFIG, useValue: config },
        SandboxService,
        {
          provide: CARD_PROVIDER,
          useFactory: (sandbox: SandboxService, cfg: PaymentConfig) =>
            new CcavenueProvider({
              name: cfg.provider,
              merchantId: cfg.merchantId,
              accessCode: cfg.accessCode,
              workingKey: cfg.workingKey,
              checkoutUrl: cfg.checkoutUrl,
              callbackUrl: cfg.callbackUrl,
              statusApi:
                cfg.provider === 'sandbox'
                  ? sandbox
                  : new CcavenueStatusApi({
                      url: cfg.statusApiUrl,
                      accessCode: cfg.accessCode,
                      workingKey: cfg.workingKey,
                      timeoutMs: cfg.statusApiTimeoutMs,
                    }),
            }),
          inject: [SandboxService, PAYMENT_CONFIG],
        },
      ],
      exports: [PAYMENT_CONFIG, CARD_PROVIDER, SandboxService],
    };
  }
}
