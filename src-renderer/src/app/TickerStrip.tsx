// The calendar ticker: the next seven days of events scroll along the bottom strip, the most
// important first within each day, holidays included; today's HIGH events count down and a
// release of the last hour shows its actual and surprise. It moves by a CSS transform animation
// only (the compositor runs it), pauses on hover and focus, has a pause button whose state
// persists (WCAG 2.2.2), and stands still and wraps under prefers-reduced-motion. Alt+T focuses
// it: arrows walk the events, Enter opens one, Esc goes back to the pane.
import { createEffect, createMemo, createSignal, For, on, Show, type JSX } from 'solid-js';
import { eventTimeText, type PlacedEvent } from '../calendar/event-time';
import { surprise } from '../calendar/figures';
import { prefsStore } from '../calendar/prefs-store';
import { countdown, tickerItems } from '../calendar/ticker-items';
import { wallClock, zoneFor } from '../calendar/time-zones';
import { t } from '../i18n';
import { useNow } from '../platform/clock';
import { useUpcomingEvents } from '../calendar/upcoming-events';
import { actualTone, dayLabel } from '../screens/calendar/calendar-columns';
import { eventRef } from '../calendar/event-ref';
import { useApp } from '../platform/context';
import './ticker.css';
import { useWorkspace } from '../workspace/workspace-context';

/** Scroll speed of the strip, px per second. */
const SPEED = 40;

export interface TickerApi {
  focus(): void;
}

export function TickerStrip(props: { api?: (api: TickerApi) => void; onLeave: () => void }): JSX.Element {
  const { client, locale } = useApp();
  const workspace = useWorkspace();
  const store = prefsStore(client);
  const read = useUpcomingEvents();
  const now = useNow();
  // Membership changes slowly; the countdowns read `now` themselves.
  const minute = createMemo(() => Math.floor(now() / 60_000));
  // Keyed on the zone alone: pausing (another preference) must not rebuild the items and drop focus.
  const display = createMemo(() => store.prefs().calendar.displayZone);
  const items = createMemo(() => tickerItems(read()?.records ?? [], minute() * 60_000, display()));
  // A memo: the labels only change when the day does, not on every tick of the countdowns.
  const today = createMemo(() => wallClock(now(), zoneFor('local', null)).day);
  const paused = () => store.prefs().ticker.paused;
  const hidden = () => store.prefs().ticker.hidden;
  const [walking, setWalking] = createSignal(false);
  const [active, setActive] = createSignal(0);
  let viewport: HTMLDivElement | undefined;
  let track: HTMLDivElement | undefined;

  const setTicker = (patch: Partial<{ paused: boolean; hidden: boolean }>) => store.set('ticker', { ...store.prefs().ticker, ...patch });
  const itemEl = (i: number) => track?.querySelectorAll<HTMLElement>('.ticker-item:not([aria-hidden="true"])')[i];
  const focusItem = (i: number) => {
    const count = items().length;
    if (!count) return;
    const index = ((i % count) + count) % count;
    setActive(index);
    const el = itemEl(index);
    el?.focus({ preventScroll: true });
    el?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  // eslint-disable-next-line solid/reactivity -- the shell takes the ticker's API once, at creation
  props.api?.({
    focus() {
      if (hidden()) setTicker({ hidden: false });
      setWalking(true);
      // eslint-disable-next-line solid/reactivity -- runs once per request, after the items rendered
      queueMicrotask(() => focusItem(active()));
    },
  });

  // The loop's length sets its duration, so the speed stays the same however many events there are.
  createEffect(
    on(items, () =>
      requestAnimationFrame(() => {
        if (!track) return;
        const half = track.scrollWidth / 2;
        track.style.setProperty('--ticker-duration', `${Math.max(20, Math.round(half / SPEED))}s`);
      }),
    ),
  );

  const onKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => focusItem(active() + 1),
      ArrowDown: () => focusItem(active() + 1),
      ArrowLeft: () => focusItem(active() - 1),
      ArrowUp: () => focusItem(active() - 1),
      Home: () => focusItem(0),
      End: () => focusItem(items().length - 1),
      Enter: () => {
        const p = items()[active()];
        if (p) workspace.open({ fn: 'EV', security: eventRef(p.event) });
      },
      Escape: () => props.onLeave(),
      ' ': () => setTicker({ paused: !paused() }),
    };
    const run = keys[e.key];
    if (!run || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === ' ' && e.target instanceof HTMLButtonElement && !e.target.classList.contains('ticker-item')) return;
    e.preventDefault();
    e.stopPropagation();
    run();
  };
  const onFocusOut = (e: FocusEvent) => {
    if (!(e.currentTarget as HTMLElement).contains(e.relatedTarget as Node | null)) {
      setWalking(false);
      if (viewport) viewport.scrollLeft = 0;
    }
  };

  const label = (p: PlacedEvent) => {
    const e = p.event;
    const parts = [p.day === today() ? '' : dayLabel(p.day, locale()), eventTimeText(p), e.zone?.code ?? '', e.title ?? ''];
    return parts.filter(Boolean).join(' ');
  };
  const extra = (p: PlacedEvent): { text: string; tone: string | null } | null => {
    const at = now();
    if (p.event.current && p.at !== null && p.at <= at) {
      const s = surprise(p.event.current, p.event.prevision);
      return {
        text:
          s === null
            ? p.event.current
            : t('{actual} ({surprise} vs f/c)', { actual: p.event.current, surprise: `${s > 0 ? '+' : ''}${Number(s.toPrecision(3))}` }),
        tone: actualTone(p),
      };
    }
    if (p.event.importance === 'HIGH' && p.day === today() && p.at !== null && p.at > at)
      return { text: t('in {time}', { time: countdown(p.at - at) }), tone: null };
    return null;
  };
  /** One event of the strip; `copy`: the second, decorative copy of the loop. */
  const Item = (ip: { p: PlacedEvent; index: number; copy: boolean }) => (
    <button
      type="button"
      class="ticker-item"
      classList={{ high: ip.p.event.importance === 'HIGH', holiday: ip.p.event.importance === 'HOLIDAY' }}
      tabindex={!ip.copy && ip.index === active() ? 0 : -1}
      aria-hidden={ip.copy ? 'true' : undefined}
      onFocus={() => !ip.copy && setActive(ip.index)}
      onClick={() => workspace.open({ fn: 'EV', security: eventRef(ip.p.event) })}
    >
      <span class="ticker-imp">
        {ip.p.event.importance === 'HOLIDAY'
          ? 'HOL'
          : ip.p.event.importance === 'HIGH'
            ? '●●●'
            : ip.p.event.importance === 'MEDIUM'
              ? '●●'
              : '●'}
      </span>{' '}
      {label(ip.p)}
      <Show when={extra(ip.p)}>
        {(x) => (
          <span class="ticker-extra" classList={{ up: x().tone === 'up', down: x().tone === 'down' }}>
            {' '}
            {x().text}
          </span>
        )}
      </Show>
    </button>
  );

  return (
    <Show when={!hidden()} fallback={<div class="ticker-strip ticker-hidden" aria-hidden="true" />}>
      <div
        class="ticker-strip"
        role="marquee"
        aria-label={t('Calendar ticker')}
        classList={{ paused: paused(), walking: walking() }}
        onKeyDown={onKeyDown}
        onFocusOut={onFocusOut}
      >
        <span class="ticker-label" title={t('Alt+T focuses the ticker')}>
          CAL
        </span>
        <button
          type="button"
          class="ticker-button"
          aria-pressed={paused()}
          aria-label={paused() ? t('Play the ticker') : t('Pause the ticker')}
          title={t('Pause or play (Space when the ticker has focus)')}
          onClick={() => setTicker({ paused: !paused() })}
        >
          {paused() ? '▶' : '❚❚'}
        </button>
        <div ref={viewport} class="ticker-viewport">
          <Show
            when={items().length > 0}
            fallback={
              <span class="muted ticker-empty">
                {read() ? t('No economic events in the next seven days are cached.') : t('Reading the calendar…')}
              </span>
            }
          >
            <div ref={track} class="ticker-track" role="toolbar" aria-label={t('Upcoming economic events')} aria-orientation="horizontal">
              <For each={items()}>{(p, i) => <Item p={p} index={i()} copy={false} />}</For>
              {/* A second copy makes the loop seamless; it is hidden from assistive technology and the keyboard. */}
              <For each={items()}>{(p, i) => <Item p={p} index={i()} copy={true} />}</For>
            </div>
          </Show>
        </div>
        <button
          type="button"
          class="ticker-button"
          aria-label={t('Hide the ticker')}
          title={t('Hide the ticker (Alt+T shows it again)')}
          onClick={() => setTicker({ hidden: true })}
        >
          ×
        </button>
      </div>
    </Show>
  );
}
