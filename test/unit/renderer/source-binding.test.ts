// A pane's security carries the data source its id belongs to; after a switch it is found again by
// code, and until then it is known to be foreign (the pane does not read another record by its id).
import { describe, expect, it } from 'vitest';
import type { Layout } from '../../../src-renderer/src/workspace/layout';
import type { SecurityRef } from '../../../src-renderer/src/commands/refs';
import {
  codeKey,
  findByCode,
  foreignSecurities,
  isForeign,
  rebindSecurities,
  stampSources,
} from '../../../src-renderer/src/workspace/source-binding';

const boaf: SecurityRef = { kind: 'share', id: 10, code: 'BOAF', title: 'BOAF SN' };
const eeni: SecurityRef = { kind: 'share', id: 16, code: 'EENI', title: 'EENI CI' };

function layoutWith(screen: SecurityRef, back: SecurityRef): Layout {
  return {
    root: { type: 'split', dir: 'row', ratio: 0.5, a: { type: 'pane', pane: 'p1' }, b: { type: 'pane', pane: 'p2' } },
    panes: {
      p1: { id: 'p1', screen: { fn: 'GP', security: screen }, back: [{ fn: 'DES', security: back }], forward: [], link: null },
      p2: { id: 'p2', screen: { fn: 'CAL' }, back: [], forward: [], link: null },
    },
    focused: 'p1',
    maximized: null,
  };
}

describe('securities and their data source', () => {
  it('stamps the securities picked before sources were kept with the current one, and leaves the layout alone after', () => {
    const stamped = stampSources(layoutWith(boaf, eeni), 'demo');
    expect(stamped.panes.p1?.screen.security?.source).toBe('demo');
    expect(stamped.panes.p1?.back[0]?.security?.source).toBe('demo');
    expect(stampSources(stamped, 'https://md.example/api')).toBe(stamped); // already stamped: unchanged, same object
  });

  it("knows another source's securities as foreign, and finds them again by code", () => {
    const layout = stampSources(layoutWith(boaf, eeni), 'demo');
    const there = 'https://md.example/api';
    expect(foreignSecurities(layout, 'demo')).toEqual([]);
    expect(foreignSecurities(layout, there).map((s) => s.code)).toEqual(['BOAF', 'EENI']);
    // BOAF is id 3 there; EENI is not there (yet): it stays foreign, never read by its old id.
    const found = new Map([[codeKey(boaf), { ...boaf, id: 3, source: there }]]);
    const rebound = rebindSecurities(layout, there, found);
    expect(rebound.panes.p1?.screen.security).toMatchObject({ id: 3, code: 'BOAF', source: there });
    const back = rebound.panes.p1?.back[0]?.security;
    expect(back && isForeign(back, there)).toBe(true);
    expect(rebound.panes.p2).toBe(layout.panes.p2);
  });
});

describe('finding a security again by code', () => {
  it('takes the hit whose codes include the code exactly (mnemonic or ISIN), never a mere prefix match', async () => {
    const search = ({ text }: { text: string }) =>
      Promise.resolve(
        text === 'BOAF'
          ? [
              { kind: 'share' as const, ref: 4, code: 'BOAFX SN0000000002', title: 'BOAF EXTRA' },
              { kind: 'share' as const, ref: 3, code: 'BOAF SN0000000001', title: 'BOAF SN' },
            ]
          : [{ kind: 'fund' as const, ref: 9, code: 'FCP1 CI0000000009', title: 'FCP One' }],
      );
    const isinFund: SecurityRef = { kind: 'fund', id: 1, code: 'CI0000000009', title: 'FCP One', source: 'demo' };
    const eeniThere = { ...eeni, source: 'demo' };
    const found = await findByCode(search, [{ ...boaf, source: 'demo' }, isinFund, eeniThere], 'there');
    expect(found.get(codeKey(boaf))).toEqual({ kind: 'share', id: 3, code: 'BOAF', title: 'BOAF SN', source: 'there' });
    expect(found.get(codeKey(isinFund))).toMatchObject({ id: 9, source: 'there' });
    expect(found.has(codeKey(eeni))).toBe(false);
  });
});
