// A study written as text and back: `macd:12,26,9` (the command line's and the workspace's form),
// `macd 12 26 9` (what a trader types in the picker) or `MACD(12,26,9)`. Numbers left out at the
// end take their defaults (`rsi` is `rsi:14`, `bb 20` is `bb:20,2`).
import { isStudyKind, STUDIES, STUDY_KINDS, studyUsage, type StudyKind } from './catalogue';

export interface StudySpec {
  kind: StudyKind;
  /** One number per parameter of the kind, in the catalogue's order (defaults filled in). */
  params: readonly number[];
}

/** A spec that cannot be read; the message names what is accepted. */
export class StudySpecError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StudySpecError';
  }
}

/** `sma:N, ema:N, bb:N,K, …, obv`: every form accepted. */
const ACCEPTED = STUDY_KINDS.map(studyUsage).join(', ');

const describe = (kind: StudyKind) => {
  const { params } = STUDIES[kind];
  if (!params.length) return `${kind} takes no numbers`;
  const defaults = params.map((p) => p.default).join(',');
  return `${kind} takes ${params.length === 1 ? 'a number' : `up to ${params.length} numbers`} (${studyUsage(kind)}; default ${kind}:${defaults})`;
};

/** Reads a study from text; throws StudySpecError saying what is wrong and what is accepted. */
export function parseStudySpec(text: string): StudySpec {
  const words = text
    .trim()
    .toLowerCase()
    .replace(/\)$/, '')
    .split(/[\s:,(]+/)
    .filter(Boolean);
  const [name, ...numbers] = words;
  if (name === undefined) throw new StudySpecError(`no study given; one of: ${ACCEPTED}`);
  if (!isStudyKind(name)) throw new StudySpecError(`unknown study "${name}"; one of: ${ACCEPTED}`);
  const { params } = STUDIES[name];
  if (numbers.length > params.length) throw new StudySpecError(`${describe(name)}, got ${numbers.length}`);
  const values = params.map((param, i) => {
    const word = numbers[i];
    if (word === undefined) return param.default;
    const value = /^[+]?(\d+(\.\d*)?|\.\d+)$/.test(word) ? Number(word) : Number.NaN;
    if (!(value >= param.min && value <= param.max) || (param.whole && !Number.isInteger(value)))
      throw new StudySpecError(
        `${name}: ${param.name} must be ${param.whole ? 'a whole number' : 'a number'} from ${param.min} to ${param.max}, got "${word}" (${describe(name)})`,
      );
    return value;
  });
  const [fast = 0, slow = 0] = values;
  if (name === 'macd' && fast >= slow) throw new StudySpecError(`macd: FAST (${fast}) must be less than SLOW (${slow})`);
  return { kind: name, params: values };
}

/** The canonical text of a spec, `macd:12,26,9` or `obv`: parseStudySpec reads it back. */
export function formatStudySpec(spec: StudySpec): string {
  return spec.params.length ? `${spec.kind}:${spec.params.join(',')}` : spec.kind;
}
