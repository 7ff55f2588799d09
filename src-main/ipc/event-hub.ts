import type { EventName, EventPayload } from './contract';

/** `skip`: the connection that caused the event (CallContext.caller), which already knows. */
export type EventListener = <E extends EventName>(event: E, payload: EventPayload<E>, skip: object | undefined) => void;

/** Push events from the core to every connected transport. */
export class EventHub {
  private readonly listeners = new Set<EventListener>();

  emit<E extends EventName>(event: E, payload: EventPayload<E>, skip?: object): void {
    for (const listener of this.listeners) {
      try {
        listener(event, payload, skip);
      } catch (err) {
        // One broken transport must not stop the others from hearing the event.
        console.error(`event listener failed for ${event}:`, err);
      }
    }
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
