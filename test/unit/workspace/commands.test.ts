import { describe, expect, it } from 'vitest';
import { appliesTo, DEFAULT_FUNCTION, FUNCTIONS, functionsFor } from '../../../src-renderer/src/commands/functions';
import { parseCommand, splitLastWord } from '../../../src-renderer/src/commands/grammar';
import { actionFor, displayKey, GLOBAL_BINDINGS, keyString, type KeyLike } from '../../../src-renderer/src/commands/keymap';

const key = (k: Partial<KeyLike> & { key: string }): KeyLike => ({ ctrlKey: false, altKey: false, shiftKey: false, metaKey: false, ...k });

describe('command grammar', () => {
  it.each([
    ['SNTS GP', { security: 'SNTS', fn: 'GP' }],
    ['snts gp', { security: 'snts', fn: 'GP' }],
    ['  orange ci   des ', { security: 'orange ci', fn: 'DES' }],
    ['MKT', { security: '', fn: 'MKT' }],
    ['SNTS', { security: 'SNTS', fn: null }],
    ['sonatel group', { security: 'sonatel group', fn: null }],
    ['', { security: '', fn: null }],
  ])('%j → %j', (text, expected) => {
    expect(parseCommand(text)).toEqual(expected);
  });

  it('splits the word being typed from what precedes it', () => {
    expect(splitLastWord('SNTS G')).toEqual({ head: 'SNTS', last: 'G' });
    expect(splitLastWord('SNTS ')).toEqual({ head: 'SNTS', last: '' });
  });
});

describe('function registry', () => {
  it('has unique codes and covers every function the workspace promises', () => {
    const codes = FUNCTIONS.map((f) => f.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(
      expect.arrayContaining([
        'DES',
        'GP',
        'HP',
        'FA',
        'MGMT',
        'AUD',
        'HDS',
        'EVT',
        'DOCS',
        'RATE',
        'NAV',
        'FEES',
        'PERF',
        'MKT',
        'FUNDS',
        'CAL',
        'CTRY',
        'WL',
        'SYNC',
        'SET',
        'HELP',
      ]),
    );
  });

  it('knows what applies to what', () => {
    expect(appliesTo('GP', 'share')).toBe(true);
    expect(appliesTo('GP', 'fund')).toBe(false);
    expect(appliesTo('nav', 'fund')).toBe(true);
    expect(functionsFor('none').map((f) => f.code)).toContain('MKT');
    for (const [kind, fn] of Object.entries(DEFAULT_FUNCTION)) expect(appliesTo(fn, kind as keyof typeof DEFAULT_FUNCTION)).toBe(true);
  });
});

describe('key map', () => {
  it('normalises keys with their modifiers', () => {
    expect(keyString(key({ key: 'K', ctrlKey: true, shiftKey: false }))).toBe('Mod+k');
    expect(keyString(key({ key: 'k', metaKey: true }), true)).toBe('Mod+k');
    expect(keyString(key({ key: '?', shiftKey: true }))).toBe('?');
    expect(keyString(key({ key: 'Tab', shiftKey: true }))).toBe('Shift+Tab');
    expect(keyString(key({ key: '˙', code: 'KeyH', altKey: true }))).toBe('Alt+h'); // macOS Alt+H
    expect(keyString(key({ key: 'ArrowLeft', altKey: true, shiftKey: true }))).toBe('Alt+Shift+ArrowLeft');
    expect(keyString(key({ key: '«', code: 'Backslash', altKey: true }))).toBe('Alt+\\');
  });

  it('finds the action for a key, and nothing for unbound keys', () => {
    expect(actionFor(key({ key: 'k', ctrlKey: true }))).toBe('command.open');
    expect(actionFor(key({ key: 'ArrowDown', code: 'ArrowDown', altKey: true }))).toBe('pane.focus-down');
    expect(actionFor(key({ key: '1', code: 'Digit1', altKey: true }))).toBe('pane.link-1');
    expect(actionFor(key({ key: 'q' }))).toBeNull();
  });

  it('binds every key to one action only', () => {
    const keys = GLOBAL_BINDINGS.flatMap((b) => b.keys);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('shows keys the way the platform writes them', () => {
    expect(displayKey('Mod+k')).toBe('Ctrl+K');
    expect(displayKey('Mod+k', true)).toBe('⌘+K');
    expect(displayKey('Alt+Shift+ArrowLeft')).toBe('Alt+Shift+←');
  });
});
