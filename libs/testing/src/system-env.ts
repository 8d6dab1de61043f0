/**
 * The environment every app gets in a whole-system run from dist/ (the e2e stack, the fault suite): one place, so
 * both start the system the same way. Nothing is read from the caller's shell but PATH, so a developer's .env
 * cannot change what a run measures.
 *
 * Node-loadable as it is (type annotations only, no imports): tools/faults (.mjs) imports this file directly
 * through Node's type stripping.
 */
export interface SystemEnvOptions {
  databaseUrl: string;
  redisUrl: string;
  natsUrl: string;
  queuePrefix: string;
  /** What visitors type: the gateway, or the balancer in front of several gateways. */
  publicBaseUrl: string;
  smtpUrl: string;
  /** The WhatsApp stand-in's webhook (`<url>/webhook`). */
  whatsappWebhookUrl: string;
  graphApiUrl: string;
  graphApiToken: string;
  metaAppSecret: string;
  metaVerifyToken: string;
  jwtSecret: string;
  ticketSigningSecret: string;
  webDistDir: string;
  path: string | undefined;
}

export function systemEnv(options: SystemEnvOptions): Record<string, string | undefined> {
  return {
    PATH: options.path,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    NATS_URL: options.natsUrl,
    QUEUE_PREFIX: options.queuePrefix,
    JWT_SECRET: options.jwtSecret,
    TICKET_SIGNING_SECRET: options.ticketSigningSecret,
    RATE_LIMIT_PER_MINUTE: '100000',
    // These runs hold many seats from one loopback address and sell packages out on the honest path; the seat-hold
    // proof of work has tests of its own (apps/gateway/src/challenges, browser/seat-hold-challenge.e2e-spec.ts).
    CHALLENGE_HOLDS_PER_ADDRESS_PER_HOUR: '100000',
    CHALLENGE_SEATS_LEFT_MIN: '0',
    CHALLENGE_SEATS_LEFT_PERCENT: '0',
    WEB_DIST_DIR: options.webDistDir,
    SMTP_URL: options.smtpUrl,
    PUBLIC_BASE_URL: options.publicBaseUrl,
    WHATSAPP_PROVIDER: 'webhook',
    WHATSAPP_WEBHOOK_URL: options.whatsappWebhookUrl,
    // Ticket e-mail / WhatsApp retries start after 0.3 s (1 s by default) so fault tests finish sooner.
    MESSAGE_RETRY_DELAY_MS: '300',
    // Leads of Meta's webhook are fetched from the Graph API stand-in; retries start after 0.2 s.
    META_GRAPH_API_URL: options.graphApiUrl,
    META_PAGE_ACCESS_TOKEN: options.graphApiToken,
    META_FETCH_RETRY_DELAY_MS: '200',
    META_APP_SECRET: options.metaAppSecret,
    META_WEBHOOK_VERIFY_TOKEN: options.metaVerifyToken,
    // The local card provider: the whole card journey runs offline through the real callback.
    PAYMENT_PROVIDER: 'sandbox',
  };
}
