import { describe, expect, it, vi } from 'vitest';
import { readDataSource } from '../../../src-main/core/data-source';
import { readUi, readWorkspace, writeUi, writeWorkspace } from '../../../src-main/core/preferences';
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

describe('the display settings', () => {
  it('read a setting stored before French existed as the system language, keeping its number locale', () => {
    const store = Store.open(':memory:');
    store.settings.set('ui.preferences', { theme: 'light', numberLocale: 'de-CH' });
    expect(readUi(store.settings)).toEqual({ theme: 'light', language: 'system', numberLocale: 'de-CH' });
    writeUi(store.settings, { theme: 'light', language: 'fr', numberLocale: 'auto' });
    expect(readUi(store.settings)).toEqual({ theme: 'light', language: 'fr', numberLocale: 'auto' });
    store.close();
  });
});

describe('damaged saved settings', () => {
  it('are read as their defaults, and said once each, naming the setting', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = Store.open(':memory:');
    try {
      const damage = store.db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)');
      damage.run('ui.workspace', '{"current": {"root"'); // cut short
      damage.run('data-source', '{"kind": "remote"}'); // no base URL
      damage.run('ui.preferences', 'null');
      expect(readWorkspace(store.settings)).toEqual({ current: null, saved: [], commandHistory: [] });
      expect(readWorkspace(store.settings).saved).toEqual([]);
      expect(readDataSource(store.settings)).toEqual({ kind: 'demo' });
      expect(readUi(store.settings)).toEqual({ theme: 'dark', language: 'system', numberLocale: 'auto' });
      const said = warn.mock.calls.map((c) => String(c[0]));
      expect(said).toHaveLength(3);
      expect(said.join('\n')).toMatch(/"ui\.workspace" is damaged.*default is used/);
      expect(said.join('\n')).toMatch(/"data-source" is damaged/);
    } finally {
      warn.mockRestore();
      store.close();
    }
  });
});
