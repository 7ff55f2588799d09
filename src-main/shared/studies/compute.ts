// The numbers of a study over a series of bars: what the chart draws and `market-terminal study`
// prints, from this one code. The maths is trading-signals' (typed, MIT, incremental); where its
// convention is not the one HELP states, the study is composed from its primitives:
// - EMA: trading-signals seeds an EMA with the first price; we seed it with the SMA of the first
//   N prices (TA-Lib's and TradingView's EMA), by handing its EMA that SMA as its first input.
// - MACD: trading-signals' MACD uses first-price-seeded EMAs and shows a signal line (and so a
//   histogram) from the slow EMA's first bar, before the signal's EMA has N values; ours is the
//   SMA-seeded EMAs above, the signal defined once it has its N MACD values.
// - Stochastic: trading-signals withholds %K until %D is defined; ours shows %K from its first bar
//   (rolling high and low from its Period, %K and %D from its SMA). A flat window (highest high =
//   lowest low) gives a raw %K of 0, as trading-signals does.
// SMA, Bollinger (population standard deviation), RSI and ATR (Wilder's smoothing: the SMA of the
// first N values, then 1/N; the first bar's true range is its high − low) and OBV are its own.
// Warm-up bars are null, never 0; a bar lacking a field the study needs is skipped (null there,
// the study carries on from the bar before it), so gaps are never invented.
import { ATR, BollingerBands, EMA, OBV, Period, RSI, SMA } from 'trading-signals';
import { STUDIES, type StudyField, type StudyOutput } from './catalogue';
import type { StudySpec } from './spec';

/** Bars as columns, oldest first, one index per bar; null or a non-finite number is an absent value. */
export type StudyBars = { close: ArrayLike<number | null> } & Partial<Record<Exclude<StudyField, 'close'>, ArrayLike<number | null>>>;

/** One bar's fields, any of them absent. */
type StudyBar = Partial<Record<StudyField, number | null>>;

/** One output of a study over the bars: one value per bar, null where it is not defined. */
export interface StudyLine {
  output: StudyOutput;
  values: (number | null)[];
}

/** A study's state over the bars added so far: the chart keeps one to add the next bar cheaply. */
export interface StudyStream {
  /** Adds the next bar; its values in the order of the study's outputs (all null: warm-up, or the bar lacks a field). */
  add(bar: StudyBar): (number | null)[];
}

/** Fields of a bar the study has checked are present (the others are not read). */
type Bar = Record<StudyField, number>;
type Step = (bar: Bar) => (number | null)[];

/** An EMA (α = 2/(N+1)) seeded with the SMA of its first N inputs; null until then. */
function seededEma(n: number): (value: number) => number | null {
  const seed = new SMA(n);
  let ema: EMA | null = null;
  return (value) => {
    if (ema) return ema.add(value);
    const first = seed.add(value);
    if (first === null) return null;
    ema = new EMA(n);
    // Its first input is its first result: EMA = first·α + first·(1 − α).
    return ema.add(first);
  };
}

const STEPS: { [K in keyof typeof STUDIES]: (param: (i: number) => number) => Step } = {
  sma(param) {
    const sma = new SMA(param(0));
    return ({ close }) => [sma.add(close)];
  },
  ema(param) {
    const ema = seededEma(param(0));
    return ({ close }) => [ema(close)];
  },
  bb(param) {
    const bands = new BollingerBands(param(0), param(1));
    return ({ close }) => {
      const b = bands.add(close);
      return b ? [b.upper, b.middle, b.lower] : [null, null, null];
    };
  },
  rsi(param) {
    // Its default smoothing is WSMA: Wilder's.
    const rsi = new RSI(param(0));
    return ({ close }) => [rsi.add(close)];
  },
  macd(param) {
    const [fast, slow, signal] = [seededEma(param(0)), seededEma(param(1)), seededEma(param(2))];
    return ({ close }) => {
      const f = fast(close);
      const s = slow(close);
      if (f === null || s === null) return [null, null, null];
      const macd = f - s;
      const line = signal(macd);
      return [macd, line, line === null ? null : macd - line];
    };
  },
  stoch(param) {
    const [highs, lows] = [new Period(param(0)), new Period(param(0))];
    const [k, d] = [new SMA(param(1)), new SMA(param(2))];
    return ({ high, low, close }) => {
      const hh = highs.add(high)?.highest;
      const ll = lows.add(low)?.lowest;
      if (hh === undefined || ll === undefined) return [null, null];
      const range = hh - ll;
      const slowK = k.add(range === 0 ? 0 : (100 * (close - ll)) / range);
      return [slowK, slowK === null ? null : d.add(slowK)];
    };
  },
  atr(param) {
    // Its default smoothing is WSMA: Wilder's.
    const atr = new ATR(param(0));
    return ({ high, low, close }) => [atr.add({ high, low, close })];
  },
  obv() {
    // OBV(2): the direction of a bar is its close against the bar before. Only close and volume are read.
    const obv = new OBV(2);
    return ({ close, volume }) => [obv.add({ open: close, high: close, low: close, close, volume })];
  },
};

/** Starts a study over no bars yet. */
export function studyStream(spec: StudySpec): StudyStream {
  const info = STUDIES[spec.kind];
  const step = STEPS[spec.kind]((i) => spec.params[i] ?? info.params[i]?.default ?? Number.NaN);
  const skipped = () => info.outputs.map(() => null);
  const bar: Bar = { close: Number.NaN, high: Number.NaN, low: Number.NaN, volume: Number.NaN };
  return {
    add(input) {
      for (const field of info.needs) {
        const value = input[field];
        if (typeof value !== 'number' || !Number.isFinite(value)) return skipped();
        bar[field] = value;
      }
      return step(bar);
    },
  };
}

/** A study over every bar given, one value per bar and output (see the file's head for conventions). */
export function computeStudy(spec: StudySpec, bars: StudyBars): StudyLine[] {
  const { outputs, needs } = STUDIES[spec.kind];
  const length = bars.close.length;
  const lines: StudyLine[] = outputs.map((output) => ({ output, values: new Array<number | null>(length) }));
  const stream = studyStream(spec);
  const input: StudyBar = {};
  for (let i = 0; i < length; i++) {
    for (const field of needs) input[field] = bars[field]?.[i];
    const values = stream.add(input);
    for (let o = 0; o < lines.length; o++) (lines[o] as StudyLine).values[i] = values[o] ?? null;
  }
  return lines;
}
