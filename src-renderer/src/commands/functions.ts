// Every function code, in one registry: the command line, the help screen and the pane router
// read it, so a new screen plugs in with one entry here and one in screens/registry.tsx (which the
// type checker then requires: SCREENS is keyed by FunctionCode).
import { msg, t } from '../i18n';
import type { SecurityRef } from './refs';

export type Target = SecurityRef['kind'] | 'none';

type FunctionGroup = 'Shares' | 'Funds' | 'Market' | 'Workspace';

export interface FunctionDef<Code extends string = FunctionCode> {
  code: Code;
  /** English, marked for translation: shown through `t`. So is the description. */
  title: string;
  /** What it shows: a security of these kinds, or nothing ('none'). */
  targets: readonly Target[];
  group: FunctionGroup;
  description: string;
}

/** A group's functions as rows: code, title, what it shows, what it does; the group is written once. */
type Row<Code extends string> = readonly [code: Code, title: string, targets: readonly Target[], description: string];

// Typed by inference, not as FunctionDef: its default code type is what this table defines.
const inGroup = <const Code extends string>(group: FunctionGroup, rows: readonly Row<Code>[]) =>
  rows.map(([code, title, targets, description]) => ({ code, title, targets, group, description }));

const FUNCTION_TABLE = [
  ...inGroup('Shares', [
    ['DES', msg('Overview'), ['share', 'fund'], msg('Identity, last price, performance, profile and contacts')],
    ['GP', msg('Price chart'), ['share'], msg('Candlestick history with volume, ranges and moving averages')],
    ['HP', msg('Historical prices'), ['share'], msg('Daily open, high, low, close, volume and variation')],
    ['FA', msg('Financial data'), ['share'], msg('Results, dividends and PER by fiscal year')],
    ['MGMT', msg('Management'), ['share'], msg('Board of directors and executive management')],
    ['AUD', msg('Auditors'), ['share'], msg('Statutory auditors')],
    ['HDS', msg('Shareholders'), ['share'], msg('Holders and their share of capital')],
    ['EVT', msg('Company diary'), ['share'], msg('Upcoming and past company events')],
    ['DOCS', msg('Documents'), ['share', 'fund'], msg('Reports and filings')],
    ['RATE', msg('Credit ratings'), ['share'], msg('Agency grades, outlooks and expiry')],
    ['TEAR', msg('Tear sheet'), ['share', 'fund'], msg('A one- or two-page printable report from the cache; Ctrl+P saves it as PDF')],
  ]),
  ...inGroup('Funds', [
    ['NAV', msg('NAV chart'), ['fund'], msg('Net asset value history')],
    ['FEES', msg('Fees'), ['fund'], msg('Management, entry, exit and other fees')],
    ['PERF', msg('Performance'), ['fund'], msg('Returns, annualised returns, volatility and Sharpe ratios')],
  ]),
  ...inGroup('Market', [
    [
      'CMP',
      msg('Compare'),
      ['share', 'fund'],
      msg('Up to eight shares, funds and portfolios (time-weighted return) rebased to 100 at a common day'),
    ],
    ['MKT', msg('Market overview'), ['none'], msg('Every share with prices, performance and movers')],
    ['FUNDS', msg('Fund screener'), ['none'], msg('Every fund, filterable')],
    ['CAL', msg('Economic calendar'), ['none', 'event', 'country'], msg('Economic events by date, importance and zone')],
    [
      'EV',
      msg('Event detail'),
      ['event'],
      msg('Every field of an economic event, its release history, surprises, beat rate and revisions'),
    ],
    ['AGENDA', msg('Agenda'), ['none'], msg('Economic events, holidays and the company diary of your watchlist shares, day by day')],
    ['CTRY', msg('Countries'), ['none', 'country'], msg('Countries, economic indicators and useful links')],
  ]),
  ...inGroup('Workspace', [
    [
      'PORT',
      msg('Portfolio'),
      ['none'],
      msg(
        'Positions and P&L from the cached prices (FIFO cost, totals per currency, incomplete when a price is missing), transactions, CSV import, value and time-weighted return',
      ),
    ],
    [
      'ALRT',
      msg('Alerts'),
      ['none'],
      msg(
        'Alert rules on prices, NAVs, studies and the calendar (checked on the data as it lands) and the log of firings; Enter opens the bar',
      ),
    ],
    ['WL', msg('Watchlists'), ['none'], msg('Your lists of securities with live prices')],
    ['WS', msg('Workspaces'), ['none'], msg('Save, switch and delete named pane layouts')],
    [
      'CHG',
      msg('Changes'),
      ['none', 'share', 'fund'],
      msg('What the latest sync changed (or since a day), field by field: before → after, by security; SEC CHG for one'),
    ],
    ['DQ', msg('Data quality'), ['none'], msg('Every record refused from the service: field, reason, raw value')],
    ['SYNC', msg('Offline & sync'), ['none'], msg('Make everything available offline; cache freshness')],
    ['SET', msg('Settings'), ['none'], msg('Data source, token, refresh policy, theme, number format')],
    ['HELP', msg('Help'), ['none'], msg('Every function and shortcut')],
  ]),
];

/** The function codes the terminal knows, as a union the compiler checks. */
export type FunctionCode = (typeof FUNCTION_TABLE)[number]['code'];

/** Every function, in the order the command line and HELP list them. */
export const FUNCTIONS: readonly FunctionDef[] = FUNCTION_TABLE;

const BY_CODE = new Map<string, FunctionDef>(FUNCTIONS.map((f) => [f.code, f]));

export function functionDef(code: string): FunctionDef | undefined {
  return BY_CODE.get(code.toUpperCase());
}

/** Whether this is a known code, exactly as the registry spells it. */
export function isFunctionCode(code: string): code is FunctionCode {
  return BY_CODE.has(code);
}

/** Whether a function can show this target. */
export function appliesTo(code: string, target: Target): boolean {
  return functionDef(code)?.targets.includes(target) ?? false;
}

/** The screen a bare security opens. */
export const DEFAULT_FUNCTION: Record<SecurityRef['kind'], FunctionCode> = { share: 'DES', fund: 'DES', event: 'EV', country: 'CTRY' };

/** Functions available for a target, in registry order. */
export function functionsFor(target: Target): FunctionDef[] {
  return FUNCTIONS.filter((f) => f.targets.includes(target));
}

/**
 * The security a bare function code should apply to: the focused pane's when the function shows
 * that kind, else the first one another pane shows that fits (offered, never a share for NAV).
 */
export function fittingSecurity(
  code: string,
  focused: SecurityRef | undefined,
  shown: readonly (SecurityRef | undefined)[],
): { security: SecurityRef; focused: boolean } | null {
  if (focused && appliesTo(code, focused.kind)) return { security: focused, focused: true };
  const other = shown.find((s): s is SecurityRef => s !== undefined && appliesTo(code, s.kind));
  return other ? { security: other, focused: false } : null;
}

const GROUP_NAMES: Record<FunctionGroup, string> = {
  Shares: msg('Shares'),
  Funds: msg('Funds'),
  Market: msg('Market'),
  Workspace: msg('Workspace'),
};

/** A function group's name in the UI language. */
export function groupName(group: FunctionGroup): string {
  return t(GROUP_NAMES[group]);
}

type Kind = SecurityRef['kind'];
const KIND_NAMES: Record<Kind, string> = { share: msg('share'), fund: msg('fund'), event: msg('event'), country: msg('country') };
// With its article: French articles follow the noun's gender, so each is one word to translate.
const KIND_WORDS: Record<Kind, string> = { share: msg('a share'), fund: msg('a fund'), event: msg('an event'), country: msg('a country') };

/** What a function shows, in the UI language: "share, fund", "—" for nothing. */
export function targetNames(targets: readonly Target[]): string {
  return targets.map((target) => (target === 'none' ? '—' : t(KIND_NAMES[target]))).join(', ');
}

/** "a share", "an event": one kind with its article, in the UI language. */
export function kindWord(kind: Kind): string {
  return t(KIND_WORDS[kind]);
}

/** "a share or a fund": what a function needs, in words, in the UI language. */
export function targetWords(code: string): string {
  const kinds = (functionDef(code)?.targets ?? []).filter((target): target is Kind => target !== 'none');
  const [first = '', ...rest] = kinds.map(kindWord);
  return rest.reduce((either, or) => t('{either} or {or}', { either, or }), first);
}
