import type { ErrorCode } from './contract';

/** An error a handler throws on purpose; its code and message reach the caller unchanged. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
