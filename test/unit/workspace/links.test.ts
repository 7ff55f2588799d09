import { describe, expect, it } from 'vitest';
import {
  defaultLayout,
  navigate,
  paneOrder,
  propagateSecurity,
  setLink,
  singlePane,
  split,
  type Layout,
} from '../../../src-renderer/src/workspace/layout';
import type { SecurityRef } from '../../../src-renderer/src/commands/refs';
import { isMonitor, linkedScreen, openFromMonitor, targetPane } from '../../../src-renderer/src/workspace/links';

const boaf: SecurityRef = { kind: 'share', id: 1, code: 'BOAF', title: 'Bank of Africa' };
const cbat: SecurityRef = { kind: 'share', id: 2, code: 'CBAT', title: 'Cbat' };
const fund: SecurityRef = { kind: 'fund', id: 3, code: 'SOGA', title: 'Soga fund' };

/** MKT | GP, both amber, MKT focused. */
function marketAndChart(): Layout {
  let l = setLink(singlePane('p1', { fn: 'MKT' }), 'amber', 'p1');
  l = split(l, 'right', 'p2', { fn: 'GP', security: boaf }, 'amber');
  return { ...l, focused: 'p1' };
}

describe('a split', () => {
  it('opens its new pane unlinked, so two different charts can sit side by side', () => {
    const next = split(marketAndChart(), 'right', 'p3', { fn: 'GP', security: boaf });
    expect(next.panes.p3?.link).toBeNull();
    expect(next.panes.p1?.link).toBe('amber');
  });
});

describe('list panes are monitors', () => {
  it('knows the lists, and that CTRY naming a country is a detail', () => {
    for (const fn of ['MKT', 'WL', 'FUNDS', 'CAL', 'AGENDA', 'CTRY']) expect(isMonitor({ fn })).toBe(true);
    expect(isMonitor({ fn: 'GP', security: boaf })).toBe(false);
    expect(isMonitor({ fn: 'CTRY', security: { kind: 'country', id: 1, code: 'CI', title: 'Ivory Coast' } })).toBe(false);
  });

  it('a security typed in the GP pane drives the group but never replaces the MKT pane', () => {
    const next = propagateSecurity(navigate(marketAndChart(), 'p2', { fn: 'GP', security: cbat }), 'p2', cbat, linkedScreen);
    expect(next.panes.p1?.screen).toEqual({ fn: 'MKT' });
    expect(next.panes.p2?.screen).toEqual({ fn: 'GP', security: cbat });
  });

  it("the list's cursor drives the other panes of its group: their function when it applies, else the default", () => {
    const next = propagateSecurity(marketAndChart(), 'p1', cbat, linkedScreen);
    expect(next.panes.p2?.screen).toEqual({ fn: 'GP', security: cbat });
    expect(next.panes.p1?.screen).toEqual({ fn: 'MKT' });
    expect(next.focused).toBe('p1');
    expect(propagateSecurity(next, 'p1', fund, linkedScreen).panes.p2?.screen).toEqual({ fn: 'DES', security: fund });
  });

  it('Enter opens in the group target pane, which takes the focus', () => {
    const next = openFromMonitor(marketAndChart(), 'p1', cbat, undefined, 'p9');
    expect(paneOrder(next.root)).toEqual(['p1', 'p2']);
    expect(next.panes.p1?.screen).toEqual({ fn: 'MKT' });
    expect(next.panes.p2?.screen).toEqual({ fn: 'GP', security: cbat });
    expect(next.focused).toBe('p2');
    // A list that names the function (CAL → EV) gets it.
    const ev: SecurityRef = { kind: 'event', id: 5, code: 'US', title: 'CPI' };
    expect(openFromMonitor(marketAndChart(), 'p1', ev, 'EV', 'p9').panes.p2?.screen).toEqual({ fn: 'EV', security: ev });
    // A list that names a day (CHG on a bar) opens the chart at it, in the target or a new pane.
    expect(openFromMonitor(marketAndChart(), 'p1', cbat, 'GP', 'p9', '2026-03-02').panes.p2?.screen).toEqual({
      fn: 'GP',
      security: cbat,
      at: '2026-03-02',
    });
    expect(openFromMonitor(singlePane('p1', { fn: 'MKT' }), 'p1', cbat, 'GP', 'p2', '2026-03-02').panes.p2?.screen?.at).toBe('2026-03-02');
  });

  it('the target is a non-list pane of the group; other lists and other groups are not', () => {
    let l = setLink(marketAndChart(), 'green', 'p2');
    expect(targetPane(l, 'p1')).toBeNull();
    l = { ...split({ ...l, focused: 'p2' }, 'down', 'p3', { fn: 'CAL' }), focused: 'p1' };
    l = setLink(l, 'amber', 'p3');
    expect(targetPane(l, 'p1')).toBeNull(); // CAL is a list too
    l = navigate(l, 'p3', { fn: 'DES', security: boaf });
    expect(targetPane(l, 'p1')).toBe('p3');
  });

  it('with no target, Enter opens a new pane beside the list, linked to it (a free group when it had none)', () => {
    const next = openFromMonitor(singlePane('p1', { fn: 'FUNDS' }), 'p1', fund, undefined, 'p2');
    expect(paneOrder(next.root)).toEqual(['p1', 'p2']);
    expect(next.panes.p1?.screen).toEqual({ fn: 'FUNDS' });
    expect(next.panes.p2?.screen).toEqual({ fn: 'DES', security: fund });
    expect(next.panes.p1?.link).not.toBeNull();
    expect(next.panes.p2?.link).toBe(next.panes.p1?.link);
    expect(next.focused).toBe('p2');
    // The next Enter finds that pane.
    const again = openFromMonitor(next, 'p1', { ...fund, id: 4 }, undefined, 'p3');
    expect(paneOrder(again.root)).toEqual(['p1', 'p2']);
    expect(again.panes.p2?.screen.security?.id).toBe(4);
  });

  it('a new pane never goes under the minimum size: with no room beside the list, the largest other non-list pane shows it', () => {
    // The first launch's layout: MKT | (CAL / SYNC), CAL unlinked.
    const first: Layout = { ...defaultLayout(), focused: 'p2' };
    const ev: SecurityRef = { kind: 'event', id: 5, code: 'US', title: 'CPI' };
    // 1600×900: room for a pane beside CAL (320 px).
    const wide = openFromMonitor(first, 'p2', ev, 'EV', 'p9', undefined, { w: 1600, h: 820 });
    expect(wide.root).toMatchObject({ b: { a: { type: 'split', dir: 'row', a: { pane: 'p2' }, b: { pane: 'p9' } } } });
    // 1024×640: a pane beside CAL would be 205 px wide; SYNC's pane shows the event, joins CAL's group, and keeps SYNC on its back stack.
    const small = openFromMonitor(first, 'p2', ev, 'EV', 'p9', undefined, { w: 1024, h: 560 });
    expect(paneOrder(small.root)).toEqual(['p1', 'p2', 'p3']);
    expect(small.panes.p3?.screen).toEqual({ fn: 'EV', security: ev });
    expect(small.panes.p3?.back).toEqual([{ fn: 'SYNC' }]);
    expect(small.panes.p3?.link).toBe(small.panes.p2?.link);
    expect(small.panes.p2?.link).not.toBeNull();
    expect(small.focused).toBe('p3');
    // Every other pane a list (FUNDS there): CAL's own pane shows the event, Back returns to CAL.
    const lists = { ...first, panes: { ...first.panes, p3: { ...first.panes.p3!, screen: { fn: 'FUNDS' } } } };
    const inPlace = openFromMonitor(lists, 'p2', ev, 'EV', 'p9', undefined, { w: 800, h: 420 });
    expect(paneOrder(inPlace.root)).toEqual(['p1', 'p2', 'p3']);
    expect(inPlace.panes.p2?.screen).toEqual({ fn: 'EV', security: ev });
    expect(inPlace.panes.p2?.back).toEqual([{ fn: 'CAL' }]);
    expect(inPlace.panes.p3?.screen).toEqual({ fn: 'FUNDS' });
  });
});
