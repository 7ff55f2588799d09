import { describe, expect, it } from 'vitest';
import { readWorkspace, writeWorkspace } from '../../../src-main/core/preferences';
import { Store } from '../../../src-main/store/store';

describe('stored workspace', () => {
  it('keeps the price chart preferences with the layout, through the contract', () => {
    const store = Store.open(':memory:');
    writeWorkspace(store.settings, { current: { root: 'layout' }, chartPrefs: { range: '5Y', mode: 'line', log: true, averages: 2 } });
    writeWorkspace(store.settings, { commandHistory: ['SNTS GP'] });
    expect(readWorkspace(store.settings)).toEqual({
      current: { root: 'layout' },
      saved: [],
      commandHistory: ['SNTS GP'],
      chartPrefs: { range: '5Y', mode: 'line', log: true, averages: 2 },
    });
    store.close();
  });

  it('still reads a workspace saved before charts remembered their view', () => {
    const store = Store.open(':memory:');
    store.settings.set('ui.workspace', { current: { root: 'layout' }, saved: [], commandHistory: ['MKT'] });
    expect(readWorkspace(store.settings)).toEqual({ current: { root: 'layout' }, saved: [], commandHistory: ['MKT'] });
    store.close();
  });
});
