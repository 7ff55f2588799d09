// Every function code, in one registry: the command line, the help screen and the pane router
// read it, so a new screen plugs in with one entry here and one in screens/registry.tsx (which the
// type checker then requires: SCREENS is keyed by FunctionCode).
import { msg, t } from '../i18n';
import type { SecurityRef } from './refs';

export type Target = SecurityRef['kind'] | 'none';

type FunctionGroup = 'Shares' | 'Funds' | 'Market' | 'Workspace';

export interface FunctionDef<Code extends string = FunctionCode> {
  code: Code;
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
    ['DES', 'Overview', ['share', 'fund'], 'Identity, last price, performance, profile and contacts'],
    ['GP', 'Price chart', ['share'], 'Candlestick history with volume, ranges and moving averages'],
    ['HP', 'Historical prices', ['share'], 'Daily open, high, low, close, volume and variation'],
    ['FA', 'Financial data', ['share'], 'Results, dividends and PER by fiscal year'],
    ['MGMT', 'Management', ['share'], 'Board of directors and executive management'],
    ['AUD', 'Auditors', ['share'], 'Statutory auditors'],
    ['HDS', 'Shareholders', ['share'], 'Holders and their share of capital'],
    ['EVT', 'Company diary', ['share'], 'Upcoming and past company events'],
    ['DOCS', 'Documents', ['share', 'fund'], 'Reports and filings'],
    ['RATE', 'Credit ratings', ['share'], 'Agency grades, outlooks and expiry'],
    ['TEAR', 'Tear sheet', ['share', 'fund'], 'A one- or two-page printable report from the cache; Ctrl+P saves it as PDF'],
  ]),
  ...inGroup('Funds', [
    ['NAV', 'NAV chart', ['fund'], 'Net asset value history'],
    ['FEES', 'Fees', ['fund'], 'Management, entry, exit and other fees'],
    ['PERF', 'Performance', ['fund'], 'Returns, annualised returns, volatility and Sharpe ratios'],
  ]),
  ...inGroup('Market', [
    ['CMP', 'Compare', ['share', 'fund'], 'Up to eight shares, funds and portfolios (time-weighted return) rebased to 100 at a common day'],
    ['MKT', 'Market overview', ['none'], 'Every share with prices, performance and movers'],
    ['FUNDS', 'Fund screener', ['none'], 'Every fund, filterable'],
    ['CAL', 'Economic calendar', ['none', 'event', 'country'], 'Economic events by date, importance and zone'],
    ['EV', 'Event detail', ['event'], 'Every field of an economic event, its release history, surprises, beat rate and revisions'],
    ['AGENDA', 'Agenda', ['none'], 'Economic events, holidays and the company diary of your watchlist shares, day by day'],
    ['CTRY', 'Countries', ['none', 'country'], 'Countries, economic indicators and useful links'],
  ]),
  ...inGroup('Workspace', [
    [
      'PORT',
      'Portfolio',
      ['none'],
      'Positions and P&L from the cached prices (FIFO cost, totals per currency, incomplete when a price is missing), transactions, CSV import, value and time-weighted return',
    ],
    [
      'ALRT',
      'Alerts',
      ['none'],
      'Alert rules on prices, NAVs, studies and the calendar (checked on the data as it lands) and the log of firings; Enter opens the bar',
    ],
    ['WL', 'Watchlists', ['none'], 'Your lists of securities with live prices'],
    ['WS', 'Workspaces', ['none'], 'Save, switch and delete named pane layouts'],
    [
      'CHG',
      'Changes',
      ['none', 'share', 'fund'],
      'What the latest sync changed (or since a day), field by field: before → after, by security; SEC CHG for one',
    ],
    ['DQ', 'Data quality', ['none'], 'Every record refused from the service: field, reason, raw value'],
    ['SYNC', 'Offline & sync', ['none'], 'Make everything available offline; cache freshness'],
    ['SET', 'Settings', ['none'], 'Data source, token, refresh policy, theme, number format'],
    ['HELP', 'Help', ['none'], 'Every function and shortcut'],
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

const KIND_WORDS: Record<SecurityRef['kind'], string> = {
  share: msg('a share'),
  fund: msg('a fund'),
  event: msg('an event'),
  country: msg('a country'),
};

/** "a share": a kind of security, in words of the UI language. */
export function kindWords(kind: SecurityRef['kind']): string {
  return t(KIND_WORDS[kind]);
}

/** "a share or a fund": what a function needs, in words. */
export function targetWords(code: string): string {
  const kinds = (functionDef(code)?.targets ?? []).filter((target) => target !== 'none');
  const words = kinds.map(kindWords);
  return words.slice(1).reduce((all, next) => t('{all} or {next}', { all, next }), words[0] ?? '');
}
