// The app's one clock: a single one-second tick that every screen reads, so the status bar, SYNC,
// the calendar and the ticker always agree on "now" and none of them freezes while another moves.
import { createMemo, createSignal, getOwner, onCleanup, type Accessor } from 'solid-js';

const TICK_MS = 1000;
const [now, setNow] = createSignal(Date.now());
let timer: ReturnType<typeof setInterval> | null = null;
let readers = 0;

/** Starts the tick for one more reader; the tick stops when the last one is disposed. */
function subscribe(): void {
  readers++;
  if (timer === null) {
    setNow(Date.now());
    timer = setInterval(() => setNow(Date.now()), TICK_MS);
  }
  onCleanup(() => {
    readers--;
    if (readers === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  });
}

/**
 * "Now" in epoch ms, updated every second; with a coarser `periodMs` (e.g. 30 s) it still follows
 * the same clock but changes only once per period, so a heavy screen recomputes that rarely.
 */
export function useNow(periodMs = TICK_MS): Accessor<number> {
  if (getOwner()) subscribe();
  if (periodMs <= TICK_MS) return now;
  const coarse = createMemo(() => Math.floor(now() / periodMs) * periodMs);
  return coarse;
}
