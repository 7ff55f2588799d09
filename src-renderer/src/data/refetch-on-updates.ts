// Screens that summarise the whole cache (SYNC, DQ) re-read it when a sync lands anything, at
// most once a second: an offline run lands hundreds of updates a minute.
import { onCleanup } from 'solid-js';
import type { Client } from '../api/typed-client';

export function refetchOnUpdates(client: Client, refetch: () => unknown, ms = 1000): void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  onCleanup(
    client.on('data.updated', () => {
      timer ??= setTimeout(() => {
        timer = null;
        void refetch();
      }, ms);
    }),
  );
  onCleanup(() => timer && clearTimeout(timer));
}
