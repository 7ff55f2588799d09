// The alert rules' condition language: read as the user types it (ALRT checks each line live, the
// command line on `alerts add`), kept and shown in one normalised form. Pure (no Node, no DOM):
// the renderer imports it at run time, as it does the studies.
import { formatStudySpec, parseStudySpec, StudySpecError, type StudySpec } from '../studies/spec';
import type { AlertCheck } from './types';

/** What a rule watches: a share's closes, a fund's NAVs, the calendar of a country, or one event. */
export type AlertTargetKind = 'share' | 'fund' | 'calendar' | 'event';

type Comparison = 'above' | 'below' | 'crosses above' | 'crosses below';

/** What a series condition compares: the close (a fund's NAV), the day-over-day change in %, or a study's value. */
export type SeriesSubject = { kind: 'price' } | { kind: 'change' } | { kind: 'study'; spec: StudySpec };
export type SeriesLevel = { kind: 'number'; value: number } | { kind: 'study'; spec: StudySpec };

export type AlertCondition =
  | { type: 'series'; subject: SeriesSubject; op: Comparison; level: SeriesLevel }
  /** A calendar event publishes its actual (found when the calendar lands in the cache). */
  | { type: 'released' }
  /** A warning this many minutes before the event (kept with the rules; shown by the window's clock). */
  | { type: 'due'; minutes: number };

/** A condition that cannot be read; the message names the grammar of the target. */
export class AlertConditionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AlertConditionError';
  }
}

const OPS: readonly Comparison[] = ['crosses above', 'crosses below', 'above', 'below'];
/** Studies a condition may compare against: one value per bar, a price (sma, ema) or an oscillator (rsi). */
const LEVEL_STUDIES = ['sma', 'ema'] as const;
const SUBJECT_STUDIES = ['rsi', 'sma', 'ema'] as const;
const MAX_DUE_MINUTES = 24 * 60;

const priceWord = (kind: AlertTargetKind) => (kind === 'fund' ? 'nav' : 'close');

/** The grammar of one kind of target, one form per line's clause: what an error shows. */
export function alertGrammar(kind: AlertTargetKind): string {
  if (kind === 'calendar' || kind === 'event') return '"actual released" | "due in N min"';
  const p = priceWord(kind);
  return [
    `"${p} above N"`,
    `"${p} below N"`,
    `"${p} crosses above N"`,
    `"${p} crosses below N"`,
    `"${p} crosses above sma:N"`,
    `"${p} crosses below ema:N"`,
    `"change above P%"`,
    `"change below -P%"`,
    `"rsi:N above X"`,
    `"rsi:N below X"`,
  ].join(' | ');
}

const fail = (kind: AlertTargetKind, problem: string): never => {
  throw new AlertConditionError(`${problem}; a ${kind} condition reads ${alertGrammar(kind)}`);
};

/** A plain decimal number (sign allowed), as typed: no exponents, no thousands separators. */
function readNumber(kind: AlertTargetKind, word: string, what: string): number {
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(word)) fail(kind, `${what} must be a number, got "${word}"`);
  return Number(word);
}

function readStudy(kind: AlertTargetKind, text: string, allowed: readonly string[]): StudySpec {
  let spec: StudySpec;
  try {
    spec = parseStudySpec(text);
  } catch (err) {
    if (err instanceof StudySpecError) return fail(kind, err.message);
    throw err;
  }
  if (!allowed.includes(spec.kind)) fail(kind, `${spec.kind} cannot be used here (only ${allowed.join(', ')})`);
  return spec;
}

function readSubject(kind: AlertTargetKind, text: string): SeriesSubject {
  const word = text.trim();
  if (word === priceWord(kind)) return { kind: 'price' };
  if (word === 'change') return { kind: 'change' };
  if (word === 'close' || word === 'nav') return fail(kind, `a ${kind} has no "${word}" (use "${priceWord(kind)}")`);
  if (/^[a-z]/.test(word)) return { kind: 'study', spec: readStudy(kind, word, SUBJECT_STUDIES) };
  return fail(kind, `"${word}" is not something a condition watches`);
}

function readLevel(kind: AlertTargetKind, subject: SeriesSubject, op: Comparison, text: string): SeriesLevel {
  const word = text.trim();
  if (word === '') return fail(kind, `"${op}" needs a level after it`);
  if (subject.kind === 'change') {
    if (op.startsWith('crosses')) fail(kind, 'a change is compared with "above" or "below", not crossed');
    return { kind: 'number', value: readNumber(kind, word.replace(/\s*%$/, ''), 'the change') };
  }
  if (!/^[a-z]/.test(word)) return { kind: 'number', value: readNumber(kind, word, 'the level') };
  if (subject.kind !== 'price') return fail(kind, `a study is compared with a number, not with "${word}"`);
  if (!LEVEL_STUDIES.some((study) => word.startsWith(study)))
    return fail(kind, `the level must be a number, ${LEVEL_STUDIES.map((s) => `${s}:N`).join(' or ')}, got "${word}"`);
  return { kind: 'study', spec: readStudy(kind, word, LEVEL_STUDIES) };
}

function readCalendar(kind: AlertTargetKind, text: string): AlertCondition {
  if (text === 'actual released' || text === 'released') return { type: 'released' };
  const due = /^due in (\S+?)\s*(m|min|mins|minutes?)?$/.exec(text);
  if (!due) return fail(kind, `cannot read "${text}"`);
  const minutes = readNumber(kind, due[1] ?? '', 'the minutes');
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_DUE_MINUTES)
    fail(kind, `the minutes must be a whole number from 1 to ${MAX_DUE_MINUTES}, got "${due[1] ?? ''}"`);
  return { type: 'due', minutes };
}

/** Reads a condition for a kind of target; throws AlertConditionError naming what is wrong and the grammar. */
export function parseAlertCondition(kind: AlertTargetKind, text: string): AlertCondition {
  const line = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (line === '') return fail(kind, 'no condition given');
  if (kind === 'calendar' || kind === 'event') return readCalendar(kind, line);
  const at = /\b(crosses above|crosses below|above|below)\b/.exec(line);
  if (!at) return fail(kind, `no "above", "below" or "crosses" in "${line}"`);
  const op = OPS.find((o) => o === at[1]) ?? 'above';
  const subject = readSubject(kind, line.slice(0, at.index));
  return { type: 'series', subject, op, level: readLevel(kind, subject, op, line.slice(at.index + op.length)) };
}

/** The canonical text of a condition: parseAlertCondition reads it back to the same condition. */
function formatAlertCondition(kind: AlertTargetKind, condition: AlertCondition): string {
  switch (condition.type) {
    case 'released':
      return 'actual released';
    case 'due':
      return `due in ${condition.minutes} min`;
    case 'series': {
      const { subject, level } = condition;
      const lhs = subject.kind === 'price' ? priceWord(kind) : subject.kind === 'change' ? 'change' : formatStudySpec(subject.spec);
      const rhs = level.kind === 'study' ? formatStudySpec(level.spec) : `${level.value}${subject.kind === 'change' ? '%' : ''}`;
      return `${lhs} ${condition.op} ${rhs}`;
    }
  }
}

/** The condition as entered, normalised (lower case, one space, studies and numbers canonical). */
export function normaliseAlertCondition(kind: AlertTargetKind, text: string): string {
  return formatAlertCondition(kind, parseAlertCondition(kind, text));
}

/** A condition line checked as it is typed (ALRT, `alerts.check`): its normalised form, or the error and the grammar. */
export function checkAlertCondition(kind: AlertTargetKind, text: string): AlertCheck {
  try {
    return { ok: true, condition: normaliseAlertCondition(kind, text) };
  } catch (err) {
    if (err instanceof AlertConditionError) return { ok: false, error: err.message, grammar: alertGrammar(kind) };
    throw err;
  }
}
