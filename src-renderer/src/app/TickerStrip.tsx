import type { JSX } from 'solid-js';

/** The bottom strip where the economic calendar ticker scrolls (filled by the calendar screens). */
export function TickerStrip(): JSX.Element {
  return (
    <div class="ticker-strip" role="marquee" aria-label="Calendar ticker">
      <span class="ticker-label">CAL</span>
      <span class="muted">Upcoming economic events will scroll here.</span>
    </div>
  );
}
