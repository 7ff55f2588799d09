// Validates who is asking and what they ask, runs the handler, and always answers with an
// envelope: callers never see a thrown error cross the process boundary.
import { z } from 'zod';
import { AppError } from './app-error';
import { exceedsBounds } from './input-bounds';
import { methods, type Envelope, type ErrorCode, type MethodName, type ParsedInput, type ResultFor } from './contract';

/** Who sent a request, as the transport saw it before any await. */
export interface SenderInfo {
  /** False for iframes and anything that is not the top-level document. */
  mainFrame: boolean;
  /** Origin of the sending document, e.g. "app://terminal"; null when unknown. */
  origin: string | null;
}

/** What a handler knows of its call besides the input. */
export interface CallContext {
  /** Aborted once the caller no longer waits for the answer (it cancelled the call, or went away). */
  signal: AbortSignal;
  /** The connection the call came on (a socket, a window's contents): an event it causes skips it. */
  caller?: object;
}

/** One handler per method; a read's result is typed by the dataset in its input. A call without a
 * context (a test, the bench) is one nobody cancels, from no connection in particular. */
export type Handlers = {
  [M in MethodName]: <I extends ParsedInput<M>>(input: I, call?: CallContext) => Promise<ResultFor<M, I>> | ResultFor<M, I>;
};

export interface RouterOptions {
  /** Origins whose main frame may call the core. */
  trustedOrigins: ReadonlySet<string>;
  /** Where unexpected handler failures are reported (stack included); defaults to console.error. */
  reportError?: (method: string, err: unknown) => void;
}

export interface Router {
  /** `call` defaults to a call nobody cancels, from no connection in particular. */
  dispatch(sender: SenderInfo, method: unknown, input: unknown, call?: CallContext): Promise<Envelope<unknown>>;
}

function fail(code: ErrorCode, message: string): Envelope<never> {
  return { ok: false, error: { code, message } };
}

function isMethodName(name: unknown): name is MethodName {
  return typeof name === 'string' && Object.hasOwn(methods, name);
}

export function createRouter(handlers: Handlers, options: RouterOptions): Router {
  const reportError = options.reportError ?? ((m, err) => console.error(`handler ${m} failed:`, err));
  const dispatch = async (sender: SenderInfo, method: unknown, input: unknown, call: CallContext): Promise<Envelope<unknown>> => {
    if (!sender.mainFrame || sender.origin === null || !options.trustedOrigins.has(sender.origin)) {
      return fail(
        'FORBIDDEN',
        `requests are only accepted from the terminal's own window (got ${sender.mainFrame ? '' : 'sub-frame '}origin ${sender.origin ?? 'unknown'})`,
      );
    }
    if (!isMethodName(method)) {
      return fail('UNKNOWN_METHOD', `unknown method ${JSON.stringify(method)}`);
    }
    const tooBig = exceedsBounds(input);
    if (tooBig !== null) return fail('INVALID_INPUT', `invalid input for ${method}: ${tooBig}`);
    const parsed = methods[method].input.safeParse(input);
    if (!parsed.success) {
      return fail('INVALID_INPUT', `invalid input for ${method}: ${z.prettifyError(parsed.error)}`);
    }
    try {
      // The table is keyed by the same names as the handlers; TypeScript cannot correlate the
      // two through a runtime string, so the call goes through a widened signature.
      const handler = handlers[method] as (input: unknown, call: CallContext) => unknown;
      return { ok: true, value: await handler(parsed.data, call) };
    } catch (err) {
      // Whatever a cancelled handler threw on its way out, nobody is waiting for it.
      if (call.signal.aborted) return fail('CANCELLED', `${method} was cancelled`);
      if (err instanceof AppError) return fail(err.code, err.message);
      reportError(method, err);
      return fail('INTERNAL', `${method} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  };
  return {
    // Validation itself may throw (a schema refinement, a hostile getter): every throw, anywhere,
    // still becomes an envelope, whichever transport carried the call.
    dispatch: (sender, method, input, call = { signal: new AbortController().signal }) =>
      dispatch(sender, method, input, call).catch((err: unknown) => {
        reportError(typeof method === 'string' ? method : 'unknown method', err);
        return fail('INTERNAL', 'the request could not be handled');
      }),
  };
}
