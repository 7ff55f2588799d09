// Every way a request to the service can fail, as one typed error. Messages name the path and
// status, never the token (it only ever travels in the Authorization header).

export type ApiErrorKind =
  | 'network' // offline, refused, reset, dropped mid-body
  | 'timeout'
  | 'aborted' // the caller cancelled
  | 'auth' // 401 / 403
  | 'not-found' // 404
  | 'rate-limited' // 429
  | 'server' // 5xx
  | 'client' // any other 4xx
  | 'bad-response'; // not JSON, wrong envelope, redirect loop

const RETRYABLE: ReadonlySet<ApiErrorKind> = new Set(['network', 'timeout', 'server', 'rate-limited']);

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly details: { status?: number; path?: string; retryAfterMs?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Worth trying again later: the failure says nothing about the request itself. */
  get retryable(): boolean {
    return RETRYABLE.has(this.kind);
  }
}
