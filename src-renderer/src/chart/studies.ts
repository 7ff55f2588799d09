// The studies a chart shows, as the trader chose them: a spec (`rsi:14`), a colour from the study
// palette and, for an oscillator, its pane's height. Kept per pane with the workspace's chart
// preferences under `studies` for GP and `navStudies` for NAV (a pane's list by its id, and the
// trader's default for new panes), checked on the way back in. The numbers themselves come from src-main/shared/studies,
// the same code `market-terminal study` prints.
import { z } from 'zod';
import { STUDIES, type StudyKind } from '../../../src-main/shared/studies/catalogue';
import { computeStudy, type StudyBars, type StudyLine } from '../../../src-main/shared/studies/compute';
import { formatStudySpec, parseStudySpec, StudySpecError, type StudySpec } from '../../../src-main/shared/studies/spec';
import { formatCompact, formatNumber } from '../format';
import { storedField, type ChartPrefsPatch } from './chart-prefs';

/** Palette slots, not colours: each theme gives every slot a colour that reads on its background. */
export const STUDY_COLORS = ['amber', 'blue', 'magenta', 'teal', 'orange', 'lime'] as const;
export type StudyColor = (typeof STUDY_COLORS)[number];

/** An oscillator pane's height, as a share of the price pane's (its stretch factor). */
export const DEFAULT_PANE_HEIGHT = 0.4;
const MIN_PANE_HEIGHT = 0.15;
const MAX_PANE_HEIGHT = 2;
/** More studies than this on one chart helps nobody read it. */
export const MAX_STUDIES = 12;

export interface StudyPref {
  /** Canonical spec (`macd:12,26,9`): also the study's identity on its chart (no two alike). */
  spec: string;
  color: StudyColor;
  /** Own-pane studies only. */
  height?: number;
}

const prefSchema = z.object({
  spec: z.string().max(60),
  color: z.enum(STUDY_COLORS),
  height: z.number().min(MIN_PANE_HEIGHT).max(MAX_PANE_HEIGHT).optional(),
});

/** Entries that are no study (a spec no longer read, a colour unknown) are dropped, the rest kept. */
function listOf(raw: unknown): StudyPref[] | null {
  if (!Array.isArray(raw)) return null;
  const list: StudyPref[] = [];
  for (const item of raw) {
    const pref = prefSchema.safeParse(item);
    if (!pref.success) continue;
    const spec = specOrNull(pref.data.spec);
    if (!spec || list.some((s) => s.spec === formatStudySpec(spec))) continue;
    list.push({ ...pref.data, spec: formatStudySpec(spec) });
  }
  return list.slice(0, MAX_STUDIES);
}

function specOrNull(text: string): StudySpec | null {
  try {
    return parseStudySpec(text);
  } catch (error) {
    if (error instanceof StudySpecError) return null;
    throw error;
  }
}

/** The moving averages GP's `m` key shows, in the order it adds them (GP's MA lines before studies). */
const AVERAGE_SPECS = ['sma:20', 'sma:50', 'sma:200'] as const;

/** Where a chart keeps its studies in the chart preferences: GP's, and NAV's (close-only studies). */
export type StudyScope = 'studies' | 'navStudies';

/** The first colours go to the averages, as the MA lines had them. */
const averagePrefs = (count: number): StudyPref[] =>
  AVERAGE_SPECS.slice(0, count).map((spec, k) => ({ spec, color: STUDY_COLORS[k] ?? 'amber' }));

/**
 * The trader's default studies for a new GP pane: the saved set, else (charts saved before
 * studies) the MA lines they had on, as SMA studies.
 */
function defaultStudies(chartPrefs: unknown, scope: StudyScope = 'studies'): StudyPref[] {
  const saved = listOf(storedField(storedField(chartPrefs, scope), 'defaults'));
  if (saved || scope !== 'studies') return saved ?? [];
  const averages = storedField(chartPrefs, 'averages');
  return typeof averages === 'number' && Number.isInteger(averages) ? averagePrefs(Math.max(0, Math.min(3, averages))) : [];
}

/** A pane's studies: its own stored list, else the default for a new pane. */
export function paneStudies(chartPrefs: unknown, paneId: string, scope: StudyScope = 'studies'): StudyPref[] {
  return listOf(storedField(storedField(storedField(chartPrefs, scope), 'panes'), paneId)) ?? defaultStudies(chartPrefs, scope);
}

/**
 * The `studies` part of the chart preferences with this pane's list set (and, with `asDefault`,
 * the default for new panes too). Lists of panes no longer in the layout are dropped.
 */
export function studiesPatch(
  chartPrefs: unknown,
  paneId: string,
  list: readonly StudyPref[],
  livePanes: readonly string[],
  asDefault = false,
  scope: StudyScope = 'studies',
): ChartPrefsPatch {
  const stored = storedField(chartPrefs, scope);
  const panes: ChartPrefsPatch = {};
  for (const id of livePanes) {
    const kept = id === paneId ? null : listOf(storedField(storedField(stored, 'panes'), id));
    if (kept) panes[id] = kept.map(plain);
  }
  panes[paneId] = list.map(plain);
  const savedDefaults = listOf(storedField(stored, 'defaults'));
  const defaults = asDefault ? list : savedDefaults;
  return { [scope]: { panes, ...(defaults ? { defaults: defaults.map(plain) } : {}) } };
}

/** A pref as stored JSON (no undefined members). */
const plain = (s: StudyPref) => ({ spec: s.spec, color: s.color, ...(s.height !== undefined ? { height: s.height } : {}) });

/** The first palette colour the list does not use yet (the first again when all are used). */
export function nextColor(list: readonly StudyPref[]): StudyColor {
  return STUDY_COLORS.find((c) => !list.some((s) => s.color === c)) ?? STUDY_COLORS[list.length % STUDY_COLORS.length] ?? 'amber';
}

/** An oscillator pane made taller (+1) or shorter (−1) by one step. */
export function resizedHeight(height: number | undefined, step: -1 | 1): number {
  const next = (height ?? DEFAULT_PANE_HEIGHT) * (step > 0 ? 1.25 : 0.8);
  return Math.round(Math.min(MAX_PANE_HEIGHT, Math.max(MIN_PANE_HEIGHT, next)) * 1000) / 1000;
}

/** GP's `m`: the next set of averages (none → 20 → 20·50 → 20·50·200 → none), other studies kept. */
export function cycleAverages(list: readonly StudyPref[]): StudyPref[] {
  let shown = 0;
  while (shown < AVERAGE_SPECS.length && list.some((s) => s.spec === AVERAGE_SPECS[shown])) shown++;
  const others = list.filter((s) => !(AVERAGE_SPECS as readonly string[]).includes(s.spec));
  const next = (shown + 1) % (AVERAGE_SPECS.length + 1);
  const added = AVERAGE_SPECS.slice(0, next).map((spec) => list.find((s) => s.spec === spec) ?? { spec, color: nextColor(others) });
  // Colours are taken one by one so the new averages do not share one.
  const averages: StudyPref[] = [];
  for (const a of added) averages.push(list.includes(a) ? a : { ...a, color: nextColor([...others, ...averages]) });
  return [...averages, ...others];
}

/** The windows of the averages `m` shows (for GP's MA button): [20, 50] … */
export function shownAverages(list: readonly StudyPref[]): number[] {
  const windows: number[] = [];
  for (const spec of AVERAGE_SPECS) {
    if (!list.some((s) => s.spec === spec)) break;
    windows.push(Number(spec.slice(4)));
  }
  return windows;
}

/** Studies whose value on a day depends on every bar before it (recursive smoothing). */
const WHOLE_HISTORY: ReadonlySet<StudyKind> = new Set(['ema', 'rsi', 'macd', 'atr', 'obv']);

/**
 * Calendar days to read before a range so every study's first shown value is its value over the
 * whole history: null when one needs the whole history (an EMA carries every bar before it).
 * Windowed studies need their window, with room for weekends and holidays.
 */
export function studyLookbackDays(list: readonly StudyPref[], minimum: number): number | null {
  let bars = 0;
  for (const pref of list) {
    const spec = specOrNull(pref.spec);
    if (!spec) continue;
    if (WHOLE_HISTORY.has(spec.kind)) return null;
    bars = Math.max(
      bars,
      spec.params.reduce((sum, p) => sum + p, 0),
    );
  }
  return Math.max(minimum, Math.ceil(bars * 1.5) + 10);
}

/** A study to draw: its pref, its spec, and each output's values on the bars drawn. */
export interface DrawnStudy {
  pref: StudyPref;
  spec: StudySpec;
  lines: readonly StudyLine[];
}

/**
 * The studies over every bar read (`bars`, oldest first), cut to the bars drawn (from index
 * `start` on): a value on a day is the same whatever range shows it.
 */
export function drawStudies(list: readonly StudyPref[], bars: StudyBars, start: number): DrawnStudy[] {
  const drawn: DrawnStudy[] = [];
  for (const pref of list) {
    const spec = specOrNull(pref.spec);
    if (!spec) continue;
    const lines = computeStudy(spec, bars).map((line) => ({ output: line.output, values: line.values.slice(start) }));
    drawn.push({ pref, spec, lines });
  }
  return drawn;
}

/** A study's name as the legend shows it: `RSI 14`, `MACD 12 26 9`, `OBV`. */
export function studyLabel(spec: StudySpec): string {
  return [spec.kind.toUpperCase(), ...spec.params.map(String)].join(' ');
}

/** Whether the study draws over the price or in a pane of its own. */
export const ownPane = (spec: StudySpec) => STUDIES[spec.kind].pane === 'own';

/** A study's value for its scale and the legend: prices as the chart's, oscillators to 2 places at least, OBV compact. */
export function formatStudyValue(study: DrawnStudy, value: number, priceDecimals: number, locale: string): string {
  switch (study.spec.kind) {
    case 'obv':
      return formatCompact(value, { locale, decimals: 2 });
    case 'rsi':
    case 'stoch':
      return formatNumber(value, { decimals: 2, locale });
    case 'macd':
    case 'atr':
      // Differences of prices: small beside the prices themselves.
      return formatNumber(value, { decimals: Math.max(2, priceDecimals), locale });
    default:
      return formatNumber(value, { decimals: priceDecimals, locale });
  }
}
