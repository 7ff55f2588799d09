import { describe, expect, it } from 'vitest';
import { FUNCTIONS, type FunctionCode } from '../../../src-renderer/src/commands/functions';
import { actionFor, LOCAL_BINDINGS } from '../../../src-renderer/src/commands/keymap';
import { GLOSSARY, SHELL_TERMS } from '../../../src-renderer/src/help/glossary';
import { scopeCodes, screenHelp } from '../../../src-renderer/src/help/screen-help';

const keysOf = (code: FunctionCode) => screenHelp(code).keys.map((k) => k.keys);
const key = (k: string) => ({ key: k, ctrlKey: false, altKey: false, shiftKey: false, metaKey: false });

describe('screen help (F1, FUNC ?)', () => {
  it('F1 asks for the focused screen’s help, ? for everything', () => {
    expect(actionFor(key('F1'))).toBe('help.screen');
    expect(actionFor(key('?'))).toBe('help.toggle');
  });

  it('every function explains its figures', () => {
    for (const f of FUNCTIONS) expect(screenHelp(f.code).figures.length, f.code).toBeGreaterThan(0);
  });

  it('takes a screen’s keys from the key map, SYNC’s O and C included', () => {
    expect(keysOf('SYNC')).toEqual(expect.arrayContaining(['O', 'C', 'Enter']));
    expect(keysOf('GP')).toEqual(expect.arrayContaining(['1–8', 'c', 'Shift+←→']));
    // A scope naming two screens serves both; the WL picker's keys belong to WL.
    expect(keysOf('AGENDA')).toContain('.');
    expect(keysOf('CAL')).toContain('.');
    expect(keysOf('WL')).toContain('Esc');
    expect(scopeCodes('Command line')).toEqual([]);
  });

  it('promises table keys only where there are tables, and Enter only where rows open', () => {
    expect(keysOf('GP')).not.toContain('=');
    expect(keysOf('MGMT')).toContain('=');
    expect(keysOf('MGMT')).not.toContain('Enter');
    expect(keysOf('HP')).not.toContain('Enter');
    expect(keysOf('MKT')).toContain('Enter');
    // A screen's own Enter replaces the generic "open the selected row".
    expect(screenHelp('SYNC').keys.filter((k) => k.keys === 'Enter')).toHaveLength(1);
  });

  it('lists no key a screen does not have', () => {
    const scoped = LOCAL_BINDINGS.filter((b) => b.scope !== 'Tables' && b.scope !== 'Command line' && b.scope !== 'Ticker');
    for (const binding of scoped) expect(scopeCodes(binding.scope).length, binding.scope).toBeGreaterThan(0);
    expect(Object.keys(GLOSSARY).sort()).toEqual(FUNCTIONS.map((f) => f.code).sort());
  });

  it('HELP explains STALE, OFFLINE and the status bar’s CORE uptime', () => {
    const terms = SHELL_TERMS.map((t) => t.term);
    expect(terms).toEqual(expect.arrayContaining(['STALE', 'OFFLINE', 'CORE 00:11:35']));
  });
});
