import { errorBody, type ErrorBody } from '@eventdesk/contracts/common';
import { currentLanguage } from '@/lib/i18n';

export const ADMIN_TOKEN_STORAGE_KEY = 'admin_token';

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

function readAdminToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

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

export function createApiClient({ baseUrl }: ApiClientOptions) {
  async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
    const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
    const token = readAdminToken();
    if (token) {
      headers.set('Authorization', `Bearer ${token}`);
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

  return {
    get: <T>(path: string) => request<T>('GET', path),
    post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
    put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
    patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
    delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client: relative /api, so the dev proxy and the production gateway both serve it. */
export const api = createApiClient({ baseUrl: '/api' });
