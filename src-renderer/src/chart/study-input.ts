// What the study picker's line says: `macd 12 26 9 teal` read as a study and a palette colour,
// checked live (the spec by the same parser as the command line), and the studies its first word
// may be the start of, for type-ahead.
import { closeOnly, STUDY_KINDS, studyUsage, type StudyKind } from '../../../src-main/shared/studies/catalogue';
import { formatStudySpec, parseStudySpec, StudySpecError } from '../../../src-main/shared/studies/spec';
import { msg, t } from '../i18n';
import { STUDY_COLORS, type StudyColor, type StudyPref } from './studies';

export type StudyInput = { ok: true; pref: StudyPref } | { ok: false; error: string };

const isColor = (word: string | undefined): word is StudyColor => (STUDY_COLORS as readonly string[]).includes(word ?? '');

/** Which studies a chart takes: every one (GP), or those that read only a close (a fund's NAV). */
export type StudyDomain = 'bars' | 'close';
const takes = (domain: StudyDomain, kind: StudyKind) => domain === 'bars' || closeOnly(kind);

/**
 * The line read as a study: its spec, and its colour (the last word when it names one, else
 * `color`). `taken`: specs already on the chart (another study cannot be one of them).
 */
export function readStudyInput(text: string, color: StudyColor, taken: readonly string[], domain: StudyDomain = 'bars'): StudyInput {
  const words = text.trim().split(/\s+/);
  const last = words.at(-1)?.toLowerCase();
  const picked = isColor(last) ? last : color;
  const specText = isColor(last) ? words.slice(0, -1).join(' ') : text;
  try {
    const parsed = parseStudySpec(specText);
    const spec = formatStudySpec(parsed);
    if (!takes(domain, parsed.kind)) {
      const accepted = STUDY_KINDS.filter((k) => takes(domain, k)).join(', ');
      return {
        ok: false,
        error: t('{kind} needs highs, lows or volumes; a NAV has only a close ({accepted})', { kind: parsed.kind, accepted }),
      };
    }
    if (taken.includes(spec)) return { ok: false, error: t('{spec} is on the chart already', { spec }) };
    return { ok: true, pref: { spec, color: picked } };
  } catch (error) {
    if (error instanceof StudySpecError) return { ok: false, error: error.message };
    throw error;
  }
}

/**
 * The studies' names as the picker lists them: the catalogue's English titles (shared with the
 * CLI, outside the renderer) marked here for translation; a unit test keeps the two the same.
 */
export const STUDY_TITLES: Readonly<Record<StudyKind, string>> = {
  sma: msg('Simple moving average'),
  ema: msg('Exponential moving average'),
  bb: msg('Bollinger Bands'),
  rsi: msg('Relative strength index'),
  macd: msg('MACD'),
  stoch: msg('Stochastic (slow)'),
  atr: msg('Average true range'),
  obv: msg('On-balance volume'),
};

/** The studies whose name starts with the line's first word (all of them for an empty line). */
export function studySuggestions(text: string, domain: StudyDomain = 'bars'): { kind: StudyKind; usage: string; title: string }[] {
  const word =
    text
      .trim()
      .toLowerCase()
      .split(/[\s:,(]+/)[0] ?? '';
  return STUDY_KINDS.filter((kind) => kind.startsWith(word) && takes(domain, kind)).map((kind) => ({
    kind,
    usage: studyUsage(kind),
    title: STUDY_TITLES[kind],
  }));
}

/** The line with its first word replaced by `kind` (Tab, or Enter on a partial name). */
export function completeStudy(text: string, kind: StudyKind): string {
  const rest = text.trim().split(/\s+/).slice(1).join(' ');
  return rest ? `${kind} ${rest}` : kind;
}

/** The text a study is edited from: `macd 12 26 9`. */
export const studyText = (spec: string) => spec.replace(':', ' ').replaceAll(',', ' ');
