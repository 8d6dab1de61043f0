// autocannon 9 ships no types (and there is no @types package for it): the part of its API the benches use, from
// node_modules/autocannon/lib (run.js, aggregateResult.js, httpClient.js), so a wrong option or field fails tsc.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    /** One request as autocannon builds it; `setupRequest` gets it and returns the one to send. */
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
    }

    interface RequestOptions extends Request {
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    }

    /** The connection object autocannon passes to `setupClient` (its internals: lib/httpClient.js). */
    interface Client extends EventEmitter {
      /** Opens (or reopens) the connection; the loopback spread in bench/lib/visitors.mjs wraps it. */
      _connect: (...args: unknown[]) => void;
    }

    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** Seconds per request. */
      timeout?: number;
      headers?: Record<string, string>;
      setupClient?: (client: Client) => void;
      requests?: RequestOptions[];
    }

    /** hdr-histogram-percentiles-obj's summary of a histogram. */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
    }

    interface Result {
      url: string;
      connections: number;
      duration: number;
      start: Date;
      finish: Date;
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
      resets: number;
      '1xx': number;
      '2xx': number;
      '3xx': number;
      '4xx': number;
      '5xx': number;
      statusCodeStats: Record<string, { count: number }>;
      latency: Histogram & { totalCount: number };
      /** Per-second request counts; `total` is the responses, `sent` the requests written. */
      requests: Histogram & { sent: number };
      throughput: Histogram;
    }

    interface Instance extends EventEmitter {
      on(event: 'start', listener: () => void): this;
      on(
        event: 'response',
        listener: (client: Client, statusCode: number, resBytes: number, responseTime: number) => void,
      ): this;
      stop(): void;
    }
  }

  function autocannon(
    options: autocannon.Options,
    done: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;

  export = autocannon;
}
