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

const requestFrameSchema = z.object({
  type: z.literal('request'),
  id: z.number().int().nonnegative(),
  method: z.string().max(200),
  input: z.unknown().optional(),
});
export type RequestFrame = z.infer<typeof requestFrameSchema>;

/** The page no longer waits for request `id`: its handler is aborted and no answer is sent. */
const cancelFrameSchema = z.object({ type: z.literal('cancel'), id: z.number().int().nonnegative() });
export type CancelFrame = z.infer<typeof cancelFrameSchema>;

/** What the page sends. */
export const clientFrameSchema = z.discriminatedUnion('type', [requestFrameSchema, cancelFrameSchema]);

export type ServerFrame =
  { type: 'response'; id: number; envelope: Envelope<unknown> } | { type: 'event'; event: EventName; payload: unknown };

/**
 * A server frame that carries typed arrays (series columns) goes as one binary message instead of
 * JSON text: [u32 LE: header byte length][header: UTF-8 JSON][zero padding to a multiple of 8]
 * [the arrays' float64 values, one after another]. The header holds the frame with each typed
 * array replaced by null, and where each array goes back. Both ends run on the same host (the
 * server listens on loopback only), so the values are in the host's byte order.
 */
export interface BinaryFrameHeader {
  frame: ServerFrame;
  /** In order of their values: the path of member names from the frame, and the length. */
  arrays: { path: string[]; length: number }[];
}
