// Every function code, in one registry: the command line, the help screen and the pane router
// read it, so a new screen plugs in with one entry here and one in screens/registry.tsx (which the
// type checker then requires: SCREENS is keyed by FunctionCode).
import type { SecurityRef } from './refs';

export type Target = SecurityRef['kind'] | 'none';

export interface FunctionDef<Code extends string = FunctionCode> {
  code: Code;
  title: string;
  /** What it shows: a security of these kinds, or nothing ('none'). */
  targets: readonly Target[];
  group: 'Shares' | 'Funds' | 'Market' | 'Workspace';
  description: string;
}

const FUNCTION_TABLE = [
  {
    code: 'DES',
    title: 'Overview',
    targets: ['share', 'fund'],
    group: 'Shares',
    description: 'Identity, last price, performance, profile and contacts',
  },
  {
    code: 'GP',
    title: 'Price chart',
    targets: ['share'],
    group: 'Shares',
    description: 'Candlestick history with volume, ranges and moving averages',
  },
  {
    code: 'HP',
    title: 'Historical prices',
    targets: ['share'],
    group: 'Shares',
    description: 'Daily open, high, low, close, volume and variation',
  },
  { code: 'FA', title: 'Financial data', targets: ['share'], group: 'Shares', description: 'Results, dividends and PER by fiscal year' },
  { code: 'MGMT', title: 'Management', targets: ['share'], group: 'Shares', description: 'Board of directors and executive management' },
  { code: 'AUD', title: 'Auditors', targets: ['share'], group: 'Shares', description: 'Statutory auditors' },
  { code: 'HDS', title: 'Shareholders', targets: ['share'], group: 'Shares', description: 'Holders and their share of capital' },
  { code: 'EVT', title: 'Company diary', targets: ['share'], group: 'Shares', description: 'Upcoming and past company events' },
  { code: 'DOCS', title: 'Documents', targets: ['share', 'fund'], group: 'Shares', description: 'Reports and filings' },
  { code: 'RATE', title: 'Credit ratings', targets: ['share'], group: 'Shares', description: 'Agency grades, outlooks and expiry' },
  {
    code: 'TEAR',
    title: 'Tear sheet',
    targets: ['share', 'fund'],
    group: 'Shares',
    description: 'A one- or two-page printable report from the cache; Ctrl+P saves it as PDF',
  },
  { code: 'NAV', title: 'NAV chart', targets: ['fund'], group: 'Funds', description: 'Net asset value history' },
  { code: 'FEES', title: 'Fees', targets: ['fund'], group: 'Funds', description: 'Management, entry, exit and other fees' },
  {
    code: 'PERF',
    title: 'Performance',
    targets: ['fund'],
    group: 'Funds',
    description: 'Returns, annualised returns, volatility and Sharpe ratios',
  },
  {
    code: 'CMP',
    title: 'Compare',
    targets: ['share', 'fund'],
    group: 'Market',
    description: 'Up to eight shares, funds and portfolios (time-weighted return) rebased to 100 at a common day',
  },
  {
    code: 'MKT',
    title: 'Market overview',
    targets: ['none'],
    group: 'Market',
    description: 'Every share with prices, performance and movers',
  },
  { code: 'FUNDS', title: 'Fund screener', targets: ['none'], group: 'Market', description: 'Every fund, filterable' },
  {
    code: 'CAL',
    title: 'Economic calendar',
    targets: ['none', 'event', 'country'],
    group: 'Market',
    description: 'Economic events by date, importance and zone',
  },
  {
    code: 'EV',
    title: 'Event detail',
    targets: ['event'],
    group: 'Market',
    description: 'Every field of an economic event, its release history, surprises, beat rate and revisions',
  },
  {
    code: 'AGENDA',
    title: 'Agenda',
    targets: ['none'],
    group: 'Market',
    description: 'Economic events, holidays and the company diary of your watchlist shares, day by day',
  },
  {
    code: 'CTRY',
    title: 'Countries',
    targets: ['none', 'country'],
    group: 'Market',
    description: 'Countries, economic indicators and useful links',
  },
  {
    code: 'PORT',
    title: 'Portfolio',
    targets: ['none'],
    group: 'Workspace',
    description:
      'Positions and P&L from the cached prices (FIFO cost, totals per currency, incomplete when a price is missing), transactions, CSV import, value and time-weighted return',
  },
  {
    code: 'ALRT',
    title: 'Alerts',
    targets: ['none'],
    group: 'Workspace',
    description:
      'Alert rules on prices, NAVs, studies and the calendar (checked on the data as it lands) and the log of firings; Enter opens the bar',
  },
  { code: 'WL', title: 'Watchlists', targets: ['none'], group: 'Workspace', description: 'Your lists of securities with live prices' },
  { code: 'WS', title: 'Workspaces', targets: ['none'], group: 'Workspace', description: 'Save, switch and delete named pane layouts' },
  {
    code: 'CHG',
    title: 'Changes',
    targets: ['none', 'share', 'fund'],
    group: 'Workspace',
    description: 'What the latest sync changed (or since a day), field by field: before → after, by security; SEC CHG for one',
  },
  {
    code: 'DQ',
    title: 'Data quality',
    targets: ['none'],
    group: 'Workspace',
    description: 'Every record refused from the service: field, reason, raw value',
  },
  {
    code: 'SYNC',
    title: 'Offline & sync',
    targets: ['none'],
    group: 'Workspace',
    description: 'Make everything available offline; cache freshness',
  },
  {
    code: 'SET',
    title: 'Settings',
    targets: ['none'],
    group: 'Workspace',
    description: 'Data source, token, refresh policy, theme, number format',
  },
  { code: 'HELP', title: 'Help', targets: ['none'], group: 'Workspace', description: 'Every function and shortcut' },
] as const satisfies readonly FunctionDef<string>[];

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

/** "a share or a fund": what a function needs, in words. */
export function targetWords(code: string): string {
  const kinds = (functionDef(code)?.targets ?? []).filter((t) => t !== 'none');
  return kinds.map((k) => `${k === 'event' ? 'an' : 'a'} ${k}`).join(' or ');
}
