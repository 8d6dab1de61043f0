import { errorBody, type ErrorBody } from '@eventdesk/contracts/common';
import { readAdminToken } from '@/lib/admin-token';
import { currentLanguage } from '@/lib/i18n';

// Tests sign staff in by this key; it is defined beside the token's reader.
export { ADMIN_TOKEN_STORAGE_KEY } from '@/lib/admin-token';

/** A non-2xx answer. `message` follows the spec (§7): `<status>: <body text or status text>`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The gateway's error envelope, when the body was one. */
  readonly body: ErrorBody | undefined;

  constructor(status: number, message: string, body?: ErrorBody) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

export type ApiClientOptions = { baseUrl: string };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Per-call extras, e.g. a proof-of-work answer in its header. */
export type RequestOptions = { headers?: Record<string, string> };

function parseErrorBody(text: string): ErrorBody | undefined {
  try {
    const parsed = errorBody.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return new ApiError(
    response.status,
    `${response.status}: ${text || response.statusText}`,
    parseErrorBody(text),
  );
}

/** The file name of an attachment (RFC 6266: `filename*` in UTF-8 wins over `filename`). */
export function attachmentFileName(contentDisposition: string | null): string | null {
  if (!contentDisposition) {
    return null;
  }
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // Malformed percent-encoding: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(contentDisposition)?.[1]?.trim() ?? null;
}

export function createApiClient({ baseUrl }: ApiClientOptions) {
  function requestHeaders(accept: string): Headers {
    const headers = new Headers({ Accept: accept, 'Accept-Language': currentLanguage() });
    const token = readAdminToken();
    if (token) {
      headers.set('Authorization', `Bearer ${token}`);
    }
    return headers;
  }

  async function request<T>(
    method: Method,
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<T> {
    const headers = requestHeaders('application/json');
    for (const [name, value] of Object.entries(options?.headers ?? {})) {
      headers.set(name, value);
    }

    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      // fetch writes the multipart Content-Type with its boundary itself.
      payload = body;
    } else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }

    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: payload,
      credentials: 'include',
    });
    if (!response.ok) {
      throw await toApiError(response);
    }
    if (response.status === 204) {
      return undefined as T;
    }
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** GET a file (e.g. a staff download): its bytes as a Blob and the name the server gave it. */
  async function download(path: string): Promise<{ blob: Blob; fileName: string | null }> {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'GET',
      headers: requestHeaders('*/*'),
      credentials: 'include',
    });
    if (!response.ok) {
      throw await toApiError(response);
    }
    return {
      blob: await response.blob(),
      fileName: attachmentFileName(response.headers.get('content-disposition')),
    };
  }

  return {
    download,
    get: <T>(path: string) => request<T>('GET', path),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, body, options),
    put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
    patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
    delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client: relative /api, so the dev proxy and the production gateway both serve it. */
export const api = createApiClient({ baseUrl: '/api' });
