// The alerts as the screens see them: how rules and firings read on screen and in notifications,
// where a firing leads, a rule's price level, the log's order. Pure, so ALRT, the status bar, the
// charts and the notes say the same thing (and unit tests need no DOM).
import { parseAlertCondition } from '../../../src-main/shared/alerts/grammar';
import type { AlertFiring, AlertRule, AlertTarget } from '../../../src-main/shared/alerts/types';
import type { ScreenRef } from '../commands/refs';
import { msg, t } from '../i18n';

/** What a rule watches, in a few words: the security's code, a country's events, or one event. */
export function targetLabel(target: AlertTarget): string {
  if (target.kind === 'calendar') return t('{country} {importance} events', { country: target.country, importance: target.importance });
  return target.code;
}

/** Marked for translation: shown through `t`. */
export const TARGET_KINDS: Record<AlertTarget['kind'], string> = {
  share: msg('Share'),
  fund: msg('Fund'),
  calendar: msg('Calendar'),
  event: msg('Event'),
};

/** The desktop note of a firing: the security and the condition, the bar's day and the value. */
export function firingNote(firing: AlertFiring, format: (value: number) => string): { title: string; body: string } {
  const value = firing.value === null ? (firing.note ?? '') : format(firing.value);
  return { title: `${firing.security.code}: ${firing.condition}`, body: [firing.day, value].filter(Boolean).join(' · ') };
}

/** A few firings at once (a sync found many) make one note, not a stack of them. */
export const MAX_SEPARATE_NOTES = 3;

export function summaryNote(firings: readonly AlertFiring[]): { title: string; body: string } {
  const codes = [...new Set(firings.map((f) => f.security.code))];
  const shown = `${codes.slice(0, 6).join(', ')}${codes.length > 6 ? '…' : ''}`;
  return { title: t('{count} alerts fired', { count: firings.length }), body: t('{codes} · see ALRT', { codes: shown }) };
}

/** Where Enter on a firing goes: GP at the bar's day for a share, NAV for a fund, EV for an event. */
export function firingScreen(firing: AlertFiring): ScreenRef {
  const { kind, id, code } = firing.security;
  const security = { kind, id, code, title: code, source: firing.source };
  if (kind === 'event') return { fn: 'EV', security };
  return { fn: kind === 'share' ? 'GP' : 'NAV', security, at: firing.day };
}

/**
 * The condition a chart proposes at a price: a cross of that level from where the last close is
 * (above it: "crosses above", below or at it: "crosses below").
 */
export function levelCondition(kind: 'share' | 'fund', price: number, lastClose: number | null): string {
  const word = kind === 'fund' ? 'nav' : 'close';
  return `${word} crosses ${lastClose !== null && price <= lastClose ? 'below' : 'above'} ${Number(price.toPrecision(8))}`;
}

/** The price level of a rule on a number ("close crosses above 26000"); null for changes and studies. */
export function ruleLevel(rule: AlertRule): number | null {
  if (rule.target.kind !== 'share' && rule.target.kind !== 'fund') return null;
  try {
    const c = parseAlertCondition(rule.target.kind, rule.condition);
    return c.type === 'series' && c.subject.kind === 'price' && c.level.kind === 'number' ? c.level.value : null;
  } catch {
    return null; // stored normalised by main: one that does not read draws nothing
  }
}

/** The log ALRT shows: the newest firings (older ones stay in the home file and the CLI). */
export const LOG_LIMIT = 500;

/** New firings first, each once (a push can repeat what a read already brought). */
export function mergeFirings(known: readonly AlertFiring[], news: readonly AlertFiring[]): AlertFiring[] {
  const ids = new Set(news.map((f) => f.id));
  return [...news, ...known.filter((f) => !ids.has(f.id))]
    .sort((a, b) => b.firedAt.localeCompare(a.firedAt) || b.id - a.id)
    .slice(0, LOG_LIMIT);
}
