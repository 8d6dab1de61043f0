import { RequestMethod, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { IncomingMessage } from 'node:http';
import { currentCorrelationId } from '../context/correlation';

export interface LoggerOptions {
  service: string;
  level: string;
  pretty: boolean;
}

/** Personal data (leads, payments) and credentials never reach the logs. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.email',
  '*.phone',
  '*.token',
  '*.qrToken',
];

export function createLoggerModule(options: LoggerOptions): DynamicModule {
  return LoggerModule.forRoot({
    forRoutes: [{ path: '{*splat}', method: RequestMethod.ALL }],
    pinoHttp: {
      level: options.level,
      base: { service: options.service, version: process.env.npm_package_version ?? '0.1.0' },
      redact: { paths: redactedPaths, censor: '[redacted]' },
      mixin: () => {
        const correlationId = currentCorrelationId();
        return correlationId ? { correlationId } : {};
      },
      genReqId: () => currentCorrelationId() ?? 'none',
      autoLogging: { ignore: (req: IncomingMessage) => (req.url ?? '').startsWith('/health') },
      // Query strings can carry personal data (the payment result page gets billing e-mail and phone): paths only.
      serializers: {
        req: (req: { method?: string; url?: string; id?: unknown }) => ({
          id: req.id,
          method: req.method,
          url: (req.url ?? '').split('?')[0],
        }),
        // The status only: every response's security headers (CSP and a dozen more, ~1.3 kB) went into every access
        // line, serialized and written per request on the registration path (bench/results/profiles).
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
      transport: options.pretty ? { target: 'pino-pretty', options: { singleLine: true } } : undefined,
    },
  });
}
