import type { KeyedEvent } from './event-time';
import type { SecurityRef } from '../commands/refs';

/** An event as the workspace refers to it (pane history, links, the command line). */
export function eventRef(event: KeyedEvent): SecurityRef {
  return { kind: 'event', id: event.id, code: `${event.zone?.code ?? ''} ${event.id}`.trim(), title: event.title ?? `Event ${event.id}` };
}
