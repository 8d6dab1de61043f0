import { graphLead, type GraphLead } from '@eventdesk/contracts';

/** The fields asked of Meta for each lead: what the lead table keeps, and the form's answers. */
export const GRAPH_LEAD_FIELDS = [
  'id',
  'created_time',
  'ad_id',
  'ad_name',
  'adset_name',
  'campaign_name',
  'form_id',
  'platform',
  'is_organic',
  'field_data',
] as const;

/** The adapter in front of Meta's Graph API (lead retrieval); the stand-in in tools/stand-ins speaks the same. */
export interface GraphApiClient {
  fetchLead(leadgenId: string): Promise<GraphLead>;
}

export const GRAPH_API_CLIENT = Symbol('GRAPH_API_CLIENT');

export interface GraphApiOptions {
  baseUrl: string;
  version: string;
  accessToken: string;
  timeoutMs?: number;
}

/** Anything but a usable lead: no token, an HTTP error (with Meta's message), an unreadable answer. */
export class GraphApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'GraphApiError';
  }
}

export const MISSING_TOKEN_MESSAGE =
  'META_PAGE_ACCESS_TOKEN is not set: webhook leads cannot be fetched from the Graph API until it is';

/** `GET {base}/{version}/{leadgen_id}?access_token=&fields=` with Node's fetch and a timeout. */
export class HttpGraphApiClient implements GraphApiClient {
  constructor(private readonly options: GraphApiOptions) {}

  async fetchLead(leadgenId: string): Promise<GraphLead> {
    if (!this.options.accessToken) {
      throw new GraphApiError(MISSING_TOKEN_MESSAGE);
    }
    const url = new URL(
      `${this.options.baseUrl.replace(/\/$/, '')}/${this.options.version}/${encodeURIComponent(leadgenId)}`,
    );
    url.searchParams.set('access_token', this.options.accessToken);
    url.searchParams.set('fields', GRAPH_LEAD_FIELDS.join(','));
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000) });
    } catch (error) {
      // The URL carries the token: never put it in the message.
      const reason = error instanceof Error ? error.message : String(error);
      throw new GraphApiError(`Graph API unreachable: ${reason}`);
    }
    const text = await response.text();
    if (!response.ok) {
      throw new GraphApiError(
        `Graph API answered ${response.status}: ${graphErrorText(text)}`,
        response.status,
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new GraphApiError(`Graph API answered ${response.status} with something other than JSON`);
    }
    const parsed = graphLead.safeParse(body);
    if (!parsed.success) {
      throw new GraphApiError(`Graph API answered a lead in an unexpected shape: ${parsed.error.message}`);
    }
    return parsed.data;
  }
}

/** Meta's `{error: {message, type, code}}`, or the start of whatever came back. */
function graphErrorText(text: string): string {
  try {
    const error = (JSON.parse(text) as { error?: { message?: string; type?: string; code?: number } }).error;
    if (error?.message) {
      return `${error.message} (${error.type ?? 'error'} ${error.code ?? ''})`.trim();
    }
  } catch {
    // not JSON: fall through
  }
  return text.slice(0, 300);
}
