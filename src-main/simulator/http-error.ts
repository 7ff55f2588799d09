// The simulator's error responses: one JSON shape for every status (the spec leaves it open).

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

function reasonPhrase(status: number): string {
  return REASONS[status] ?? 'Error';
}

/** Body of every JSON error: {"status":404,"error":"Not Found","message":"…"} */
export function errorBody(status: number, message: string): { status: number; error: string; message: string } {
  return { status, error: reasonPhrase(status), message };
}
