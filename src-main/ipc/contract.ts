// The one contract between main and the renderer: every request method with its zod input schema
// and result type, and every push event with its payload type. Main's router, the preload bridge,
// the WebSocket bridge and the renderer client all derive their types from this file.
// It must stay environment-neutral (no Node, no DOM): the renderer type-checks it too.
import { z } from 'zod';
import type { EventName, MethodName } from './contract-names';

export type { EventName, MethodName } from './contract-names';

/** A method: zod schema for its input, phantom type for its result. */
interface MethodSpec<Input extends z.ZodType, Result> {
  readonly input: Input;
  readonly result?: Result; // type carrier only, never set
}
function method<Result>() {
  return <Input extends z.ZodType>(input: Input): MethodSpec<Input, Result> => ({ input });
}
/** An event: phantom type for its payload. */
interface EventSpec<Payload> {
  readonly payload?: Payload; // type carrier only, never set
}
function event<Payload>(): EventSpec<Payload> {
  return {};
}

// ---- result and payload types ----

export type TransportKind = 'electron' | 'browser';

/** Where market data comes from: the embedded demo market or a configured service. */
export type DataSourceInfo =
  | { kind: 'demo'; label: 'DEMO' }
  | { kind: 'remote'; label: string; baseUrl: string };

export interface SystemInfo {
  appVersion: string;
  dataSource: DataSourceInfo;
  databasePath: string;
  sqliteVersion: string;
  transport: TransportKind;
  platform: string;
}

export interface Heartbeat {
  /** ISO 8601 time in main when the beat was sent. */
  at: string;
  uptimeSeconds: number;
}

// ---- the tables ----

const noInput = z.undefined();

export const methods = {
  'system.info': method<SystemInfo>()(noInput),
} satisfies { [M in MethodName]: MethodSpec<z.ZodType, unknown> };

export const events = {
  'system.heartbeat': event<Heartbeat>(),
} satisfies { [E in EventName]: EventSpec<unknown> };

// The name lists in contract-names.ts must match the tables exactly (the `satisfies` above catches
// a missing name; this catches a name in a table that the list lacks).
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const methodNamesMatch: Exactly<keyof typeof methods, MethodName> = true;
const eventNamesMatch: Exactly<keyof typeof events, EventName> = true;
void methodNamesMatch;
void eventNamesMatch;

export type MethodInput<M extends MethodName> = z.input<(typeof methods)[M]['input']>;
export type ParsedInput<M extends MethodName> = z.output<(typeof methods)[M]['input']>;
export type MethodResult<M extends MethodName> = NonNullable<(typeof methods)[M]['result']>;
export type EventPayload<E extends EventName> = NonNullable<(typeof events)[E]['payload']>;

// ---- the envelope every answer travels in ----

export const ERROR_CODES = [
  'UNKNOWN_METHOD', // no such method in the contract
  'INVALID_INPUT', // input failed the method's schema
  'FORBIDDEN', // the sender is not our own main frame
  'NOT_FOUND',
  'OFFLINE',
  'UNAVAILABLE', // transport down or core not ready
  'INTERNAL', // the handler failed unexpectedly
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorInfo {
  code: ErrorCode;
  message: string;
}
export type Envelope<T> = { ok: true; value: T } | { ok: false; error: ErrorInfo };

/** What the preload exposes as `window.terminal`, and what the browser bridge imitates. */
export type TerminalBridge = {
  readonly [M in MethodName]: (input: MethodInput<M>) => Promise<Envelope<MethodResult<M>>>;
} & {
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
};
