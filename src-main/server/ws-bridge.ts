// Carries the contract over one WebSocket connection: request and cancel frames in, response and
// event frames out. Every connection gets its own router bound to the page origin it proved.
import type { RawData, WebSocket } from 'ws';
import type { Core } from '../core/core';
import { createRouter, type SenderInfo } from '../ipc/router';
import { clientFrameSchema, type ServerFrame } from '../ipc/ws-frames';
import { encodeServerFrame } from './binary-frame';

export function bridgeConnection(socket: WebSocket, core: Core, pageOrigin: string): void {
  const router = createRouter(core.handlers, { trustedOrigins: new Set([pageOrigin]) });
  const sender: SenderInfo = { mainFrame: true, origin: pageOrigin };
  const send = (frame: ServerFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(encodeServerFrame(frame));
  };

  /** Requests in flight by their id; a closed connection waits for none of them. */
  const inFlight = new Map<number, AbortController>();

  const unsubscribe = core.events.subscribe((event, payload, skip) => {
    if (skip !== socket) send({ type: 'event', event, payload });
  });
  socket.on('close', () => {
    unsubscribe();
    for (const controller of inFlight.values()) controller.abort();
  });
  // ws reports protocol violations (a frame over maxPayload, invalid UTF-8 in a text frame) as an
  // 'error' and then closes the socket itself; without a listener the error would kill the process.
  socket.on('error', () => socket.terminate());

  const onMessage = async (data: RawData, isBinary: boolean) => {
    let frame;
    try {
      frame = isBinary || !Buffer.isBuffer(data) ? null : clientFrameSchema.safeParse(JSON.parse(data.toString('utf8')));
    } catch {
      frame = null;
    }
    if (!frame?.success) {
      // A client that speaks anything but the protocol is not our renderer.
      socket.close(1008, 'invalid frame');
      return;
    }
    if (frame.data.type === 'cancel') {
      inFlight.get(frame.data.id)?.abort();
      return;
    }
    const { id, method, input } = frame.data;
    const controller = new AbortController();
    inFlight.set(id, controller);
    const envelope = await router.dispatch(sender, method, input, { signal: controller.signal, caller: socket });
    if (inFlight.get(id) === controller) inFlight.delete(id);
    // The page settled a cancelled call itself: its answer would only cost the encoding.
    if (!controller.signal.aborted) send({ type: 'response', id, envelope });
  };
  socket.on('message', (data, isBinary) => void onMessage(data, isBinary));
}
