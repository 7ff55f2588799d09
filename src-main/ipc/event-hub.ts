import type { EventName, EventPayload } from './contract';

export type EventListener = <E extends EventName>(event: E, payload: EventPayload<E>) => void;

/** Push events from the core to every connected transport. */
export class EventHub {
  private readonly listeners = new Set<EventListener>();

  emit<E extends EventName>(event: E, payload: EventPayload<E>): void {
    for (const listener of this.listeners) {
      try {
        listener(event, payload);
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
