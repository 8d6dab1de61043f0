import { Client } from 'pg';

/** The pause before connecting again after the listening connection was lost (PostgreSQL restarting). */
const RECONNECT_MS = 1000;

/**
 * LISTEN on a schema's outbox channel (see outboxNotifySql) over a connection of its own, outside the pool: a
 * notification calls `onNotify`. A lost connection is opened again every second until it works; each time it
 * starts listening, `onListening` is called, so rows written while nobody listened are picked up then.
 */
export class OutboxListener {
  private client: Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = true;
  /** True while notifications arrive; the relay polls often only while this is false. */
  listening = false;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly onNotify: () => void,
    private readonly onListening: () => void,
  ) {}

  start(): void {
    this.stopped = false;
    void this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    this.listening = false;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.connectionString, application_name: this.channel });
    this.client = client;
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', () => this.onNotify());
    try {
      await client.connect();
      await client.query(`listen "${this.channel}"`);
    } catch {
      this.lost(client);
      return;
    }
    if (this.client === client) {
      this.listening = true;
      this.onListening();
    }
  }

  private lost(client: Client): void {
    if (this.client !== client) {
      return;
    }
    this.client = undefined;
    this.listening = false;
    void client.end().catch(() => undefined);
    if (!this.stopped) {
      this.retry = setTimeout(() => void this.connect(), RECONNECT_MS);
      this.retry.unref();
    }
  }
}
