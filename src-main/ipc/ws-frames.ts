// The browser-mode wire format: the same contract carried as JSON frames over one WebSocket.
// Environment-neutral: the server validates with these schemas, the renderer uses the types.
import { z } from 'zod';
import type { Envelope, EventName } from './contract';

/** Path of the WebSocket endpoint. A type, so the renderer's copy of the literal is checked against it. */
export type WsPath = '/ws';
/** Query parameter that carries the per-run token. */
export type WsTokenParam = 'token';
export const WS_PATH: WsPath = '/ws';
export const WS_TOKEN_PARAM: WsTokenParam = 'token';

export const requestFrameSchema = z.object({
  type: z.literal('request'),
  id: z.number().int().nonnegative(),
  method: z.string().max(200),
  input: z.unknown().optional(),
});
export type RequestFrame = z.infer<typeof requestFrameSchema>;

export type ServerFrame =
  { type: 'response'; id: number; envelope: Envelope<unknown> } | { type: 'event'; event: EventName; payload: unknown };
