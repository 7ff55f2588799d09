// The studies a chart and `market-terminal study` offer: their parameters and defaults, the
// outputs they compute, and how a chart shows them. Pure data (no Node, no DOM): the renderer
// imports it at run time (src-main/shared is the one folder of main it may).

/** A price field of a bar a study reads. A fund's NAV is a close and nothing else. */
export type StudyField = 'close' | 'high' | 'low' | 'volume';

interface StudyParam {
  /** As the spec's usage names it: `N`, `K`, `FAST`… */
  name: string;
  default: number;
  /** Periods are whole bars; Bollinger's width is any number. */
  whole: boolean;
  min: number;
  max: number;
}

interface StudyInfo {
  title: string;
  params: readonly StudyParam[];
  /** Output names, in the order of `market-terminal study`'s columns. */
  outputs: readonly string[];
  /** `price`: drawn over the candles; `own`: in a pane of its own below the price. */
  pane: 'price' | 'own';
  /** Whether its values are prices that join the price pane's autoscale (an oscillator never does). */
  joinsPriceScale: boolean;
  /** Horizontal guide lines of its pane (RSI 30/70, Stochastic 20/80). */
  guides: readonly number[];
  /** The fields of a bar it reads: a bar lacking one is skipped by the study (null there). */
  needs: readonly StudyField[];
}

/** The longest period a study takes: ten years of trading days is about 2,500 bars. */
const MAX_PERIOD = 1000;
const period = (name: string, fallback: number, min = 1): StudyParam => ({ name, default: fallback, whole: true, min, max: MAX_PERIOD });

export const STUDIES = {
  sma: {
    title: 'Simple moving average',
    params: [period('N', 20)],
    outputs: ['sma'],
    pane: 'price',
    joinsPriceScale: true,
    guides: [],
    needs: ['close'],
  },
  ema: {
    title: 'Exponential moving average',
    params: [period('N', 20)],
    outputs: ['ema'],
    pane: 'price',
    joinsPriceScale: true,
    guides: [],
    needs: ['close'],
  },
  bb: {
    title: 'Bollinger Bands',
    params: [period('N', 20, 2), { name: 'K', default: 2, whole: false, min: 0.1, max: 10 }],
    outputs: ['upper', 'middle', 'lower'],
    pane: 'price',
    joinsPriceScale: true,
    guides: [],
    needs: ['close'],
  },
  rsi: {
    title: 'Relative strength index',
    params: [period('N', 14, 2)],
    outputs: ['rsi'],
    pane: 'own',
    joinsPriceScale: false,
    guides: [30, 70],
    needs: ['close'],
  },
  macd: {
    title: 'MACD',
    params: [period('FAST', 12), period('SLOW', 26, 2), period('SIGNAL', 9)],
    outputs: ['macd', 'signal', 'histogram'],
    pane: 'own',
    joinsPriceScale: false,
    guides: [0],
    needs: ['close'],
  },
  stoch: {
    title: 'Stochastic (slow)',
    params: [period('N', 14), period('K', 3), period('D', 3)],
    outputs: ['k', 'd'],
    pane: 'own',
    joinsPriceScale: false,
    guides: [20, 80],
    needs: ['high', 'low', 'close'],
  },
  atr: {
    title: 'Average true range',
    params: [period('N', 14)],
    outputs: ['atr'],
    pane: 'own',
    joinsPriceScale: false,
    guides: [],
    needs: ['high', 'low', 'close'],
  },
  obv: {
    title: 'On-balance volume',
    params: [],
    outputs: ['obv'],
    pane: 'own',
    joinsPriceScale: false,
    guides: [],
    needs: ['close', 'volume'],
  },
} as const satisfies Record<string, StudyInfo>;

export type StudyKind = keyof typeof STUDIES;
// Object.keys is typed string[]; the keys are exactly STUDIES' own.
export const STUDY_KINDS = Object.keys(STUDIES) as StudyKind[];
/** An output's name: `sma`, `upper`, `macd`, `k`… */
export type StudyOutput = (typeof STUDIES)[StudyKind]['outputs'][number];

export function isStudyKind(name: string): name is StudyKind {
  return Object.hasOwn(STUDIES, name);
}

/** Whether a study reads only closes, so it applies to a fund's NAVs too. */
export function closeOnly(kind: StudyKind): boolean {
  return STUDIES[kind].needs.every((field) => field === 'close');
}

/** `macd:FAST,SLOW,SIGNAL`, `obv`: how the spec of a study is written. */
export function studyUsage(kind: StudyKind): string {
  const { params } = STUDIES[kind];
  return params.length ? `${kind}:${params.map((p) => p.name).join(',')}` : kind;
}
