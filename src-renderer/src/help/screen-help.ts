// A screen's help (F1, `FUNC ?`): its keys from the one key map, what its figures mean from the glossary.
import { functionDef, isFunctionCode, type FunctionCode } from '../commands/functions';
import { LOCAL_BINDINGS, type LocalScope } from '../commands/keymap';
import { GLOSSARY, type Term } from './glossary';

interface KeyRow {
  keys: string;
  description: string;
}

/** In English, marked for translation: ScreenHelpPanel and TermList show it through `t`. */
export interface ScreenHelp {
  code: FunctionCode;
  title: string;
  description: string;
  keys: KeyRow[];
  figures: readonly Term[];
}

/** The function codes a key scope names: 'CAL AGENDA' is CAL and AGENDA, 'WL pick' is WL. */
export function scopeCodes(scope: LocalScope): string[] {
  return scope.split(' ').filter(isFunctionCode);
}

export function screenHelp(code: FunctionCode): ScreenHelp {
  const def = functionDef(code);
  const glossary = GLOSSARY[code];
  const own = LOCAL_BINDINGS.filter((b) => scopeCodes(b.scope).includes(code));
  const ownKeys = new Set(own.map((b) => b.keys));
  // Table keys the screen does not override; Enter only where its rows open something.
  const table = glossary.tables
    ? LOCAL_BINDINGS.filter((b) => b.scope === 'Tables' && !ownKeys.has(b.keys) && (b.keys !== 'Enter' || glossary.tables === 'open'))
    : [];
  return {
    code,
    title: def?.title ?? code,
    description: def?.description ?? '',
    keys: [...own, ...table].map(({ keys, description }) => ({ keys, description })),
    figures: glossary.figures,
  };
}
