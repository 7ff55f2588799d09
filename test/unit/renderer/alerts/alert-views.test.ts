import { describe, expect, it } from 'vitest';
import type { AlertFiring, AlertRule } from '../../../../src-main/shared/alerts/types';
import {
  firingNote,
  firingScreen,
  levelCondition,
  mergeFirings,
  ruleLevel,
  summaryNote,
  targetLabel,
} from '../../../../src-renderer/src/alerts/alert-views';
import { draftInput, draftOf, NEW_DRAFT } from '../../../../src-renderer/src/screens/alerts/rule-draft';

const firing = (over: Partial<AlertFiring> = {}): AlertFiring => ({
  id: 1,
  rule: 3,
  source: 'demo',
  security: { kind: 'share', id: 12, code: 'SNTS' },
  condition: 'close crosses above 26000',
  day: '2026-11-20',
  value: 26150,
  note: null,
  firedAt: '2026-11-20T17:00:00.000Z',
  read: false,
  ...over,
});
const rule = (over: Partial<AlertRule> = {}): AlertRule => ({
  id: 3,
  target: { kind: 'share', id: 12, code: 'SNTS' },
  condition: 'close crosses above 26000',
  enabled: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('a chart proposes a rule at a price', () => {
  it('crosses above a level over the last close, below one under or at it, on the NAV for a fund', () => {
    expect(levelCondition('share', 26000, 25000)).toBe('close crosses above 26000');
    expect(levelCondition('share', 24000.5, 25000)).toBe('close crosses below 24000.5');
    expect(levelCondition('fund', 1250, 1250)).toBe('nav crosses below 1250');
    expect(levelCondition('share', 0.1 + 0.2, null)).toBe('close crosses above 0.3');
  });

  it('reads the level of a rule on a number only', () => {
    expect(ruleLevel(rule())).toBe(26000);
    expect(ruleLevel(rule({ condition: 'close crosses above sma:50' }))).toBeNull();
    expect(ruleLevel(rule({ condition: 'rsi:14 above 70' }))).toBeNull();
    expect(ruleLevel(rule({ target: { kind: 'calendar', country: 'US', importance: 'HIGH' }, condition: 'due in 5 min' }))).toBeNull();
  });
});

describe('where a firing leads and what its note says', () => {
  it('opens GP at the bar for a share, NAV for a fund, EV for an event', () => {
    expect(firingScreen(firing())).toEqual({
      fn: 'GP',
      security: { kind: 'share', id: 12, code: 'SNTS', title: 'SNTS', source: 'demo' },
      at: '2026-11-20',
    });
    expect(firingScreen(firing({ security: { kind: 'fund', id: 4, code: 'F1' } })).fn).toBe('NAV');
    expect(firingScreen(firing({ security: { kind: 'event', id: 77, code: 'US NFP' } }))).toEqual({
      fn: 'EV',
      security: { kind: 'event', id: 77, code: 'US NFP', title: 'US NFP', source: 'demo' },
    });
  });

  it('names the security, the condition, the day and the value; many firings make one note', () => {
    expect(firingNote(firing(), String)).toEqual({ title: 'SNTS: close crosses above 26000', body: '2026-11-20 · 26150' });
    expect(firingNote(firing({ value: null, note: '150K' }), String).body).toBe('2026-11-20 · 150K');
    expect(summaryNote([firing(), firing({ id: 2 }), firing({ id: 3, security: { kind: 'fund', id: 4, code: 'F1' } })])).toEqual({
      title: '3 alerts fired',
      body: 'SNTS, F1 · see ALRT',
    });
    expect(targetLabel({ kind: 'calendar', country: 'US', importance: 'HIGH' })).toBe('US HIGH events');
  });

  it('keeps the log newest first, each firing once', () => {
    const old = [firing({ id: 1, firedAt: '2026-11-19T10:00:00.000Z' })];
    const merged = mergeFirings(old, [firing({ id: 2 }), firing({ id: 1, firedAt: '2026-11-19T10:00:00.000Z', read: true })]);
    expect(merged.map((f) => [f.id, f.read])).toEqual([
      [2, false],
      [1, true],
    ]);
  });
});

describe("ALRT's rule form", () => {
  it('needs a security, or a country code, and a condition that reads', () => {
    expect(draftInput({ ...NEW_DRAFT, condition: 'close above 1' })).toEqual({ error: 'Pick the share or fund first' });
    const snts = { ...NEW_DRAFT, security: { kind: 'share' as const, id: 12, code: 'SNTS' } };
    const bad = draftInput({ ...snts, condition: 'close over 1' });
    expect('error' in bad && bad.error).toMatch(/no "above", "below" or "crosses"/);
    expect(draftInput({ ...snts, condition: 'Close  Crosses Above 26000' })).toEqual({
      target: { kind: 'share', id: 12, code: 'SNTS' },
      condition: 'close crosses above 26000',
    });
    expect(draftInput({ ...NEW_DRAFT, watch: 'calendar', country: 'usa1', condition: 'due in 5 min' })).toEqual({
      error: 'Country: a two- or three-letter code, e.g. US',
    });
    expect(draftInput({ ...NEW_DRAFT, watch: 'calendar', country: 'us', condition: 'due in 5' })).toEqual({
      target: { kind: 'calendar', country: 'US', importance: 'HIGH' },
      condition: 'due in 5 min',
    });
  });

  it('edits a rule as it is', () => {
    const calendar = rule({ target: { kind: 'calendar', country: 'EU', importance: 'HIGH' }, condition: 'actual released' });
    expect(draftInput(draftOf(calendar))).toEqual({ target: calendar.target, condition: 'actual released' });
    expect(draftInput(draftOf(rule()))).toEqual({ target: rule().target, condition: rule().condition });
  });
});
