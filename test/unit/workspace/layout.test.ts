import { describe, expect, it } from 'vitest';
import {
  closeFocused,
  focusCycle,
  focusDirection,
  goBack,
  goForward,
  navigate,
  paneOrder,
  paneRects,
  propagateSecurity,
  resize,
  setLink,
  singlePane,
  split,
  splitFits,
  toggleMaximize,
  MIN_PANE_PX,
  type Layout,
} from '../../../src-renderer/src/workspace/layout';
import type { SecurityRef } from '../../../src-renderer/src/commands/refs';
import { restoreLayout } from '../../../src-renderer/src/workspace/layout-schema';
import { FUNCTIONS, isFunctionCode } from '../../../src-renderer/src/commands/functions';

const snts: SecurityRef = { kind: 'share', id: 10, code: 'SNTS', title: 'Sonatel' };
const orac: SecurityRef = { kind: 'share', id: 11, code: 'ORAC', title: 'Orange CI' };
const fund: SecurityRef = { kind: 'fund', id: 3, code: 'SOGA', title: 'Soga fund' };

/** p1 | p2 on top, p3 across the bottom. */
function threePanes(): Layout {
  let l = singlePane('p1', { fn: 'MKT' });
  l = split(l, 'down', 'p3', { fn: 'CAL' });
  l = { ...l, focused: 'p1' };
  return split(l, 'right', 'p2', { fn: 'DES', security: snts });
}

describe('layout', () => {
  it('splits right and down, focusing the new pane', () => {
    const l = threePanes();
    expect(paneOrder(l.root)).toEqual(['p1', 'p2', 'p3']);
    expect(l.focused).toBe('p2');
    expect(paneRects(l.root)).toEqual({
      p1: { x: 0, y: 0, w: 0.5, h: 0.5 },
      p2: { x: 0.5, y: 0, w: 0.5, h: 0.5 },
      p3: { x: 0, y: 0.5, w: 1, h: 0.5 },
    });
  });

  it('moves focus by direction using geometry, and stays put at an edge', () => {
    const l = threePanes();
    expect(focusDirection(l, 'left').focused).toBe('p1');
    expect(focusDirection(l, 'down').focused).toBe('p3');
    expect(focusDirection(l, 'right').focused).toBe('p2');
    expect(focusDirection({ ...l, focused: 'p3' }, 'up').focused).toBe('p1'); // nearest by centre: p1 and p2 tie, reading order wins
  });

  it('cycles focus in reading order with Tab and Shift+Tab', () => {
    const l = threePanes();
    expect(focusCycle(l, 1).focused).toBe('p3');
    expect(focusCycle(focusCycle(l, 1), 1).focused).toBe('p1');
    expect(focusCycle(l, -1).focused).toBe('p1');
  });

  it('closes a pane, giving its space to its neighbour, but never the last one', () => {
    const l = closeFocused(threePanes());
    expect(paneOrder(l.root)).toEqual(['p1', 'p3']);
    expect(l.panes.p2).toBeUndefined();
    expect(l.focused).toBe('p1');
    expect(paneRects(l.root).p1).toEqual({ x: 0, y: 0, w: 1, h: 0.5 });
    const last = closeFocused(closeFocused(l));
    expect(paneOrder(last.root)).toHaveLength(1);
    expect(closeFocused(last)).toBe(last);
  });

  it('maximises and restores the focused pane', () => {
    const l = toggleMaximize(threePanes());
    expect(l.maximized).toBe('p2');
    expect(toggleMaximize(l).maximized).toBeNull();
  });

  it('resizes by moving the divider on the requested side, within bounds', () => {
    const l = threePanes(); // p2 focused: its left edge is the p1|p2 divider
    const grown = resize(l, 'left');
    expect(paneRects(grown.root).p2?.w).toBeCloseTo(0.55);
    expect(resize(l, 'right')).toBe(l); // no divider on p2's right
    const taller = resize(l, 'down');
    expect(paneRects(taller.root).p2?.h).toBeCloseTo(0.55);
    let max = l;
    for (let i = 0; i < 40; i++) max = resize(max, 'left');
    expect(paneRects(max.root).p1?.w).toBeCloseTo(0.15);
  });

  it('keeps a back/forward history per pane', () => {
    let l = singlePane('p1', { fn: 'MKT' });
    l = navigate(l, 'p1', { fn: 'DES', security: snts });
    l = navigate(l, 'p1', { fn: 'GP', security: snts });
    l = navigate(l, 'p1', { fn: 'GP', security: snts }); // same place: no new entry
    expect(l.panes.p1?.back.map((s) => s.fn)).toEqual(['MKT', 'DES']);
    l = goBack(goBack(l));
    expect(l.panes.p1?.screen.fn).toBe('MKT');
    expect(goBack(l)).toBe(l);
    l = goForward(l);
    expect(l.panes.p1?.screen.fn).toBe('DES');
    l = navigate(l, 'p1', { fn: 'HP', security: snts });
    expect(l.panes.p1?.forward).toEqual([]);
  });

  it('drives linked panes of the same group with a picked security, keeping their function when it applies', () => {
    let l = threePanes();
    l = setLink(l, 'amber', 'p1');
    l = setLink(l, 'amber', 'p2');
    l = navigate(l, 'p2', { fn: 'GP', security: snts });
    const screenFor = (current: { fn: string }, security: SecurityRef) => ({
      fn: security.kind === 'share' && current.fn === 'GP' ? 'GP' : 'DES',
      security,
    });
    const next = propagateSecurity(l, 'p1', orac, screenFor);
    expect(next.panes.p2?.screen).toEqual({ fn: 'GP', security: orac });
    expect(next.panes.p3?.screen.fn).toBe('CAL'); // not linked
    expect(propagateSecurity(l, 'p1', fund, screenFor).panes.p2?.screen).toEqual({ fn: 'DES', security: fund });
    expect(propagateSecurity(setLink(l, null, 'p1'), 'p1', orac, screenFor)).toEqual(setLink(l, null, 'p1'));
  });
});

describe('restoreLayout', () => {
  const known = (fn: string) => ['MKT', 'DES', 'GP', 'CAL'].includes(fn);

  it('restores a stored layout that round-trips through JSON', () => {
    const l = navigate(threePanes(), 'p2', { fn: 'GP', security: snts });
    expect(restoreLayout(JSON.parse(JSON.stringify(l)), known)).toEqual(l);
  });

  it.each([
    ['garbage', 'nope'],
    ['a pane missing from the tree', { ...threePanes(), panes: { ...threePanes().panes, extra: threePanes().panes.p1 } }],
    ['focus on an unknown pane', { ...threePanes(), focused: 'zz' }],
    ['an unknown function', navigate(threePanes(), 'p1', { fn: 'XYZ' })],
    [
      'a ratio out of bounds',
      { ...threePanes(), root: { type: 'split', dir: 'row', ratio: 2, a: { type: 'pane', pane: 'p1' }, b: { type: 'pane', pane: 'p2' } } },
    ],
  ])('refuses %s', (_label, stored) => {
    expect(restoreLayout(stored, known)).toBeNull();
  });

  it('restores a layout showing every function code there is (AGENDA has six letters)', () => {
    let l = singlePane('p1', { fn: 'AGENDA' });
    for (const { code } of FUNCTIONS) l = navigate(l, 'p1', { fn: code });
    expect(restoreLayout(JSON.parse(JSON.stringify(l)), isFunctionCode)).toEqual(l);
  });

  it('drops an unknown function from a pane history and keeps the layout', () => {
    const l = navigate(navigate(threePanes(), 'p1', { fn: 'XYZ' }), 'p1', { fn: 'CAL' });
    const restored = restoreLayout(JSON.parse(JSON.stringify(l)), known);
    expect(restored?.panes.p1?.screen).toEqual({ fn: 'CAL' });
    expect(restored?.panes.p1?.back).toEqual([{ fn: 'MKT' }]);
  });
});

describe('splitFits', () => {
  it('refuses a split that would leave a pane under the minimum size, and allows a 4×4 grid at 1280×720', () => {
    const one = singlePane('p1', { fn: 'MKT' });
    const area = { w: 1276, h: 620 }; // the tiling area of a 1280×720 window
    expect(splitFits(one, 'right', area)).toBe(true);
    expect(splitFits(one, 'right', { w: MIN_PANE_PX.w * 2 - 1, h: 600 })).toBe(false);
    expect(splitFits(one, 'down', { w: 800, h: MIN_PANE_PX.h * 2 - 1 })).toBe(false);
    // Half the width or height halves again into the quarters of a 4×4 grid (319 × 155 px)…
    expect(splitFits(split(one, 'right', 'p2'), 'right', area)).toBe(true);
    expect(splitFits(split(one, 'down', 'p2'), 'down', area)).toBe(true);
    // …but a quarter does not halve again into eighths (159 px wide, 77 px high).
    expect(splitFits(split(split(one, 'right', 'p2'), 'right', 'p3'), 'right', area)).toBe(false);
    expect(splitFits(split(split(one, 'down', 'p2'), 'down', 'p3'), 'down', area)).toBe(false);
  });
});
