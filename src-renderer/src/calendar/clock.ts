// "Now" for countdowns and the NOW line: a signal that ticks while a screen shows it.
import { createSignal, onCleanup, type Accessor } from 'solid-js';

export function useNow(periodMs = 1000): Accessor<number> {
  const [now, setNow] = createSignal(Date.now());
  const timer = setInterval(() => setNow(Date.now()), periodMs);
  onCleanup(() => clearInterval(timer));
  return now;
}
