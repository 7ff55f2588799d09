// Alerts on a price chart (GP, NAV): the security's rules drawn as price lines with their bars
// marked where they fired (chart/alert-lines.ts), listed under the chart; `a` proposes a rule at
// the cursor's price (crosses above or below it, from where the last close is) in a small prompt,
// checked as it is typed; and a chart opened on a firing's day puts its cursor on that bar.
import { createEffect, createMemo, createSignal, For, on, onCleanup, Show, type Accessor, type JSX } from 'solid-js';
import type { AlertRule } from '../../../src-main/shared/alerts/types';
import { attachAlertLines, type AlertLine } from '../chart/alert-lines';
import type { BaseChart, BaseChartOptions } from '../chart/chart-base';
import { dayTime } from '../chart/chart-time';
import type { Point } from '../chart/feed';
import type { ScreenRef } from '../commands/refs';
import { t } from '../i18n';
import { useApp } from '../platform/context';
import { alertsStore } from './alerts-store';
import { levelCondition, ruleLevel } from './alert-views';
import { ConditionInput } from './ConditionInput';
import '../styles/lists.css';

export interface ChartAlertsOptions<P extends Point, O extends BaseChartOptions> {
  kind: 'share' | 'fund';
  screen: Accessor<ScreenRef>;
  base: Accessor<BaseChart<P, O> | undefined>;
  points: Accessor<readonly P[]>;
  value: (point: P) => number | null;
  /** The point the legend describes (keyboard cursor or mouse; null: none). */
  shown: Accessor<number | null>;
  setCursor: (index: number | null) => void;
  format: (price: number) => string;
  /** Where the keys go back when the prompt closes. */
  focusChart: () => void;
}

export interface ChartAlerts {
  /** `a` opens the prompt; true when the key was used. */
  onKey(event: KeyboardEvent): boolean;
  /** Opens the prompt at `price` (a drawn level turned into an alert). */
  openAt(price: number): void;
  /** The prompt, while open (a component: made where the screen places it, owned there). */
  Prompt: () => JSX.Element;
  /** The rules drawn, as a line of text under the chart (empty when none). */
  Key: () => JSX.Element;
}

export function useChartAlerts<P extends Point, O extends BaseChartOptions>(opts: ChartAlertsOptions<P, O>): ChartAlerts {
  const { client } = useApp();
  const store = alertsStore(client);
  const security = () => opts.screen().security;
  const ofSecurity = (kind: string, code: string) => kind === opts.kind && code === security()?.code;
  const rules = createMemo(() => store.rules().filter((r) => r.enabled && 'code' in r.target && ofSecurity(r.target.kind, r.target.code)));
  const lastValue = () => {
    const points = opts.points();
    const last = points[points.length - 1];
    return last === undefined ? null : opts.value(last);
  };
  const lines = createMemo<(AlertLine & { rule: AlertRule })[]>(() => {
    const last = lastValue();
    return rules().flatMap((rule) => {
      const price = ruleLevel(rule);
      return price === null ? [] : [{ rule, price, title: `ALRT ${rule.id}`, rising: last === null || price > last }];
    });
  });
  // The bars in the frame that a rule of this security fired on.
  const marks = createMemo(() => {
    const times = new Set<number>(opts.points().map((p) => p.time));
    return store.firings().flatMap((f) => {
      const time = dayTime(f.day);
      return ofSecurity(f.security.kind, f.security.code) && times.has(time) ? [{ time, text: f.rule === null ? 'A' : `A${f.rule}` }] : [];
    });
  });

  createEffect(() => {
    const base = opts.base();
    if (!base) return;
    const drawn = attachAlertLines(base, opts.value, opts.format);
    // After the screen's own cleanup (which parks the chart and lets go of its handlers): removing
    // a series makes the chart report its view, and a screen being disposed must not hear it. A
    // chart disposed meanwhile has detached every feature already (detach is then a no-op).
    onCleanup(() => queueMicrotask(() => drawn.detach()));
    createEffect(on([lines, marks], ([l, m]) => drawn.set(l, m)));
  });

  // Opened on a firing's bar: the cursor goes there once the bars are in.
  createEffect(
    on([() => opts.screen().at, opts.points], ([day, points]) => {
      if (!day) return;
      const time = dayTime(day);
      const index = points.findIndex((p) => p.time === time);
      if (index < 0) return;
      opts.setCursor(index);
      // Drawing the new bars moves the chart's crosshair, which reports a hover that takes the
      // cursor away: set again once they are drawn (the library draws on the next frame).
      requestAnimationFrame(() => requestAnimationFrame(() => opts.setCursor(index)));
    }),
  );

  const [draft, setDraft] = createSignal<string | null>(null);
  const [error, setError] = createSignal<string | null>(null);
  const [said, setSaid] = createSignal<string | null>(null);
  const close = () => {
    setDraft(null);
    setError(null);
    opts.focusChart();
  };
  const open = (price: number | null) => {
    if (price === null || !security()) return;
    setSaid(null);
    setDraft(levelCondition(opts.kind, price, lastValue()));
  };
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const s = security();
    const condition = draft();
    if (!s || condition === null) return;
    const added = await store.add({ target: { kind: opts.kind, id: s.id, code: s.code }, condition }).catch((err: Error) => err.message);
    if (typeof added === 'string') return setError(added);
    setSaid(t('Alert {id} added: {condition} (ALRT lists it)', { id: added.id, condition: added.condition }));
    close();
  };

  const Prompt = () => (
    <Show when={draft() !== null}>
      <form
        class="form-strip alert-prompt"
        aria-label={t('Add an alert on {code}', { code: security()?.code ?? '' })}
        onSubmit={(event) => void submit(event)}
        onKeyDown={(event) => {
          event.stopPropagation(); // typing here is not the chart's keys
          if (event.key !== 'Escape') return;
          event.preventDefault();
          close();
        }}
      >
        <b>{t('Alert on {code}', { code: security()?.code ?? '' })}</b>
        <ConditionInput kind={opts.kind} value={draft() ?? ''} onInput={setDraft} ref={(el) => queueMicrotask(() => el.focus())} />
        <button type="submit">{t('Add')}</button>
        <span class="muted">{t('Enter adds · Esc cancels')}</span>
        <Show when={error()}>
          <span class="alert-check problem" role="alert">
            {error()}
          </span>
        </Show>
      </form>
    </Show>
  );
  const Key = () => (
    <Show when={lines().length > 0 || said()}>
      <div class="alert-lines" aria-label={t('Alert lines')}>
        <Show when={said()}>{(text) => <span role="status">{text()} · </span>}</Show>
        <For each={lines()}>
          {(line) => (
            <span class="alert-line" classList={{ up: line.rising, down: !line.rising }}>
              {line.title}: {line.rule.condition}
            </span>
          )}
        </For>
      </div>
    </Show>
  );
  return {
    onKey(event) {
      if (event.key !== 'a' || event.ctrlKey || event.metaKey || event.altKey || draft() !== null) return false;
      const points = opts.points();
      const point = points[opts.shown() ?? points.length - 1];
      open(point === undefined ? null : opts.value(point));
      return true;
    },
    openAt: open,
    Prompt,
    Key,
  };
}
