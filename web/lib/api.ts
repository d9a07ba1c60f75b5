import type { TErrorBody, TFieldError } from '../../shared/errors';
import type { TLang, TMessage } from '../../shared/i18n';
import { langFromPath } from './lang';
import { hasSessionCookie } from './session';

/** Spec §7 and §9: every request (login included) gives up after 60 seconds. */
export const requestTimeoutMs = 60_000;

/** Codes of failures that never reached the server's error handler. */
export const clientErrorCodes = {
  network: 'NETWORK',
  timeout: 'TIMEOUT',
  badResponse: 'BAD_RESPONSE',
};

/**
 * An API failure: the server's `{ code, message: { es, en }, fields? }`, or a client-side code
 * (`NETWORK`, `TIMEOUT`, `BAD_RESPONSE`, status 0 or the HTTP status) without a server message.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messages: TMessage | null,
    readonly fields: TFieldError[] = [],
  ) {
    super(messages?.en ?? code);
  }

  /** The server's message in a language, or null when the failure came from the network. */
  text(lang: TLang): string | null {
    return this.messages?.[lang] ?? null;
  }

  /** The server's message for one field, in a language. */
  fieldText(field: string, lang: TLang): string | null {
    return this.fields.find((f) => f.field === field)?.message[lang] ?? null;
  }
}

export type TApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** sent as JSON */
  body?: unknown;
  signal?: AbortSignal;
};

export type TApiClientOptions = {
  fetch?: typeof fetch;
  /** `/api` on the same origin */
  baseUrl?: string;
  timeoutMs?: number;
  /** whether the browser holds a session (the readable `loggedInUser` cookie) */
  hasSession?: () => boolean;
  /** called once when a forced refresh fails: the session is over */
  onSessionLost?: () => void | Promise<void>;
};

export type TApiClient = {
  request: <T>(path: string, init?: TApiRequest) => Promise<T>;
  get: <T>(path: string, init?: Omit<TApiRequest, 'method' | 'body'>) => Promise<T>;
  post: <T>(
    path: string,
    body?: unknown,
    init?: Omit<TApiRequest, 'method' | 'body'>,
  ) => Promise<T>;
};

function isErrorBody(value: unknown): value is TErrorBody {
  const body = value as Partial<TErrorBody> | null;
  return (
    typeof body?.code === 'string' &&
    typeof body.message?.es === 'string' &&
    typeof body.message.en === 'string'
  );
}

/**
 * Whether a failure means "the id token is gone, a refresh may fix it": 401 AA00005 (expired),
 * or, while the session cookie says we are logged in, 401 AA00002 (no token: the 50-minute
 * id-token cookie has expired but the 7-day refresh token has not) or 401 AA00018 (the token's
 * session was ended: by a password change in another tab, which left this browser a new one, or
 * from the sessions list, and then the refresh fails and the session is lost).
 */
export function needsRefresh(error: unknown, hasSession: boolean): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  return (
    error.code === 'AA00005' ||
    ((error.code === 'AA00002' || error.code === 'AA00018') && hasSession)
  );
}

/**
 * A small JSON client for the same-origin API (spec §7): JSON in and out, a 60-second timeout,
 * and on an expired session one forced `POST /auth/token` followed by one retry. Concurrent
 * requests share a single refresh. A failed refresh ends the session (`onSessionLost`).
 */
export function createApiClient(options: TApiClientOptions = {}): TApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const baseUrl = options.baseUrl ?? '/api';
  const timeoutMs = options.timeoutMs ?? requestTimeoutMs;
  const hasSession = options.hasSession ?? (() => false);
  let refreshing: Promise<boolean> | null = null;

  async function send<T>(path: string, init: TApiRequest): Promise<T> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    const hasBody = init.body !== undefined;
    let response: Response;
    try {
      response = await doFetch(baseUrl + path, {
        method: init.method ?? 'GET',
        headers: hasBody
          ? { accept: 'application/json', 'content-type': 'application/json' }
          : { accept: 'application/json' },
        body: hasBody ? JSON.stringify(init.body) : undefined,
        credentials: 'same-origin',
        signal,
      });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      const code = timeout.aborted ? clientErrorCodes.timeout : clientErrorCodes.network;
      throw new ApiError(0, code, null);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      // cancelled (or cut off) while the body was read: never pass that off as an empty success
      if (init.signal?.aborted) throw error;
      const code = timeout.aborted ? clientErrorCodes.timeout : clientErrorCodes.network;
      throw new ApiError(0, code, null);
    }
    let payload: unknown = undefined;
    if (text) {
      try {
        payload = JSON.parse(text);
      } catch {
        throw new ApiError(response.status, clientErrorCodes.badResponse, null);
      }
    }
    if (response.ok) return payload as T;
    if (isErrorBody(payload)) {
      throw new ApiError(response.status, payload.code, payload.message, payload.fields ?? []);
    }
    throw new ApiError(response.status, clientErrorCodes.badResponse, null);
  }

  function refresh(): Promise<boolean> {
    refreshing ??= send('/auth/token', { method: 'POST' })
      .then(
        () => true,
        () => false,
      )
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function request<T>(path: string, init: TApiRequest = {}): Promise<T> {
    try {
      return await send<T>(path, init);
    } catch (error) {
      if (path.startsWith('/auth/') || !needsRefresh(error, hasSession())) throw error;
      if (!(await refresh())) {
        await options.onSessionLost?.();
        throw error;
      }
      return send<T>(path, init);
    }
  }

  return {
    request,
    get: (path, init) => request(path, { ...init, method: 'GET' }),
    post: (path, body, init) => request(path, { ...init, method: 'POST', body }),
  };
}

/** After a failed refresh: clear what is left of the session, then start over at home. */
async function endSession(): Promise<void> {
  await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => {});
  window.location.assign(`/${langFromPath(window.location.pathname)}`);
}

/** The browser's client. */
export const api = createApiClient({
  hasSession: () => typeof document !== 'undefined' && hasSessionCookie(document.cookie),
  onSessionLost: endSession,
});
