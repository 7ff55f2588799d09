// Identical reads in flight share one request. At start the ticker and the alerts (and CAL, when
// open) each read the whole events list (21,854 records at 10x), and a `data.updated` push makes
// each of them read it again: one answer serves them all, so the core reads and serialises it and
// the page decodes it once.
import type { Envelope, MethodName } from '../../../src-main/ipc/contract';

/** Reads only: their answer depends on the input alone, and callers never change what they get. */
const SHARED: ReadonlySet<MethodName> = new Set<MethodName>(['data.read', 'data.series']);

type Invoke = (method: MethodName, input: unknown) => Promise<Envelope<unknown>>;

/**
 * Wraps a transport's invoke. `changed` must be called on every `data.updated` push before the
 * screens hear of it: a read asked for after the push must not join one sent before the write.
 */
export function coalesceReads(invoke: Invoke): { invoke: Invoke; changed(): void } {
  const inFlight = new Map<string, Promise<Envelope<unknown>>>();
  return {
    invoke(method, input) {
      if (!SHARED.has(method)) return invoke(method, input);
      const key = `${method}\u0000${JSON.stringify(input ?? null)}`;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const call = invoke(method, input).finally(() => inFlight.get(key) === call && inFlight.delete(key));
      inFlight.set(key, call);
      return call;
    },
    changed: () => inFlight.clear(),
  };
}
