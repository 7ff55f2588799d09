import { describe, expect, it } from 'vitest';
import { higherIsGood, parseFigure, surprise, toneOf } from '../../../../src-renderer/src/calendar/figures';

describe('release figures', () => {
  it('parses units and scales K, M, B', () => {
    expect(parseFigure('3,5 %')).toEqual({ value: 3.5, percent: true });
    expect(parseFigure('4.25%')).toEqual({ value: 4.25, percent: true });
    expect(parseFigure('140K')).toEqual({ value: 140_000, percent: false });
    expect(parseFigure('-70.0B')).toEqual({ value: -70e9, percent: false });
    expect(parseFigure('1.2M')).toEqual({ value: 1.2e6, percent: false });
    expect(parseFigure('1 200,5')).toEqual({ value: 1200.5, percent: false });
    expect(parseFigure('\u22120.2%')).toEqual({ value: -0.2, percent: true });
  });

  it('refuses text that is not a figure', () => {
    for (const text of [null, undefined, '', '—', 'n/a', 'Hausse', '3.5%%', '1,2,3']) expect(parseFigure(text)).toBeNull();
  });

  it('computes the surprise only between comparable figures', () => {
    expect(surprise('150K', '140K')).toBe(10_000);
    expect(surprise('3.1%', '3.0%')).toBeCloseTo(0.1);
    expect(surprise('3.1%', '3.0')).toBeNull();
    expect(surprise(null, '3.0%')).toBeNull();
  });

  it('inverts the colour for unemployment and deficits', () => {
    expect(higherIsGood('PIB (t/t)')).toBe(true);
    expect(higherIsGood('Taux de chômage')).toBe(false);
    expect(higherIsGood('Initial Jobless Claims')).toBe(false);
    expect(higherIsGood('Déficit budgétaire')).toBe(false);
    expect(toneOf('4.4%', '4.2%', 'Taux de chômage')).toBe('worse');
    expect(toneOf('4.4%', '4.2%', 'IPC (a/a)')).toBe('better');
    expect(toneOf('4.2%', '4.2%', 'IPC (a/a)')).toBe('inline');
    expect(toneOf('4.2%', 'n/a', 'IPC (a/a)')).toBeNull();
  });
});

describe('region codes', async () => {
  const { toRegionCode } = await import('../../../../src-renderer/src/calendar/region-code');
  it('handles two- and three-letter country codes and the euro area', () => {
    expect(toRegionCode('FRA')).toBe('FR');
    expect(toRegionCode('fr')).toBe('FR');
    expect(toRegionCode('EMU')).toBe('EU');
    expect(toRegionCode('XYZ')).toBeNull();
    expect(toRegionCode('')).toBeNull();
  });
});

describe('EV <id> on the command line', async () => {
  const { parseIdCommand } = await import('../../../../src-renderer/src/commands/grammar');
  it('reads a function with a numeric id either way round', () => {
    expect(parseIdCommand('EV 41234')).toEqual({ fn: 'EV', id: 41234 });
    expect(parseIdCommand(' 41234 ev ')).toEqual({ fn: 'EV', id: 41234 });
    expect(parseIdCommand('EV NFP')).toBeNull();
    expect(parseIdCommand('ZZ 12')).toBeNull();
  });
});
