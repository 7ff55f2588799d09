// A study as the picker, the command line and the workspace write it.
import { describe, expect, it } from 'vitest';
import { closeOnly, STUDIES, STUDY_KINDS } from '../../../src-main/shared/studies/catalogue';
import { formatStudySpec, parseStudySpec } from '../../../src-main/shared/studies/spec';

describe('parseStudySpec', () => {
  it.each([
    ['macd:12,26,9', 'macd', [12, 26, 9]],
    ['macd 12 26 9', 'macd', [12, 26, 9]],
    ['  MACD(5, 35, 5) ', 'macd', [5, 35, 5]],
    ['bb 20 2.5', 'bb', [20, 2.5]],
    ['bb:10', 'bb', [10, 2]],
    ['stoch 5', 'stoch', [5, 3, 3]],
    ['obv', 'obv', []],
  ])('reads "%s"', (text, kind, params) => {
    expect(parseStudySpec(text)).toEqual({ kind, params });
  });

  it('fills the defaults the help states when the numbers are left out', () => {
    expect(STUDY_KINDS.map((kind) => formatStudySpec(parseStudySpec(kind)))).toEqual([
      'sma:20',
      'ema:20',
      'bb:20,2',
      'rsi:14',
      'macd:12,26,9',
      'stoch:14,3,3',
      'atr:14',
      'obv',
    ]);
  });

  it.each([
    ['', /^no study given; one of: sma:N, ema:N, bb:N,K, rsi:N, macd:FAST,SLOW,SIGNAL, stoch:N,K,D, atr:N, obv$/],
    ['vwap:20', /^unknown study "vwap"; one of: sma:N, .*obv$/],
    ['rsi:14,3', /^rsi takes a number \(rsi:N; default rsi:14\), got 2$/],
    ['obv 3', /^obv takes no numbers, got 1$/],
    ['rsi:1', /^rsi: N must be a whole number from 2 to 1000, got "1"/],
    ['sma:2.5', /^sma: N must be a whole number from 1 to 1000, got "2.5"/],
    ['sma:abc', /^sma: N must be a whole number from 1 to 1000, got "abc"/],
    ['ema:-5', /^ema: N must be a whole number/],
    ['bb 20 0', /^bb: K must be a number from 0.1 to 10, got "0" \(bb takes up to 2 numbers \(bb:N,K; default bb:20,2\)\)$/],
    ['macd 26 12 9', /^macd: FAST \(26\) must be less than SLOW \(12\)$/],
  ])('refuses "%s", saying what is accepted', (text, message) => {
    expect(() => parseStudySpec(text)).toThrow(message);
  });
});

describe('formatStudySpec', () => {
  it.each(['sma:50', 'bb:20,2.5', 'macd:5,35,5', 'stoch:9,1,3', 'obv'])('writes %s so that it reads back the same', (text) => {
    const spec = parseStudySpec(text);
    expect(formatStudySpec(spec)).toBe(text);
    expect(parseStudySpec(formatStudySpec(spec))).toEqual(spec);
  });
});

describe('the catalogue', () => {
  it('puts the price studies on the price pane (joining its autoscale) and the oscillators in their own panes', () => {
    const price = STUDY_KINDS.filter((k) => STUDIES[k].pane === 'price');
    expect(price).toEqual(['sma', 'ema', 'bb']);
    for (const kind of STUDY_KINDS) expect(STUDIES[kind].joinsPriceScale, kind).toBe(STUDIES[kind].pane === 'price');
    expect(STUDIES.rsi.guides).toEqual([30, 70]);
    expect(STUDIES.stoch.guides).toEqual([20, 80]);
  });

  it('offers a fund (NAVs: closes only) the studies that need only a close', () => {
    expect(STUDY_KINDS.filter(closeOnly)).toEqual(['sma', 'ema', 'bb', 'rsi', 'macd']);
  });
});
