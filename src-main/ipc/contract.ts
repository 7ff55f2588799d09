// The one contract between main and the renderer: every request method with its zod input schema
// and result type, and every push event with its payload type. Main's router, the preload bridge,
// the WebSocket bridge and the renderer client all derive their types from this file.
// It must stay environment-neutral (no Node, no DOM): the renderer type-checks it too.
//
// What crosses: the same values over both transports, so the renderer never sees a shape only one
// of them delivers. Electron's IPC is the structured clone, browser mode's WebSocket is JSON plus
// binary frames for Float64Array columns (ws-frames.ts). So inputs, results and payloads hold JSON
// data only (finite numbers; an absent member is left out, never undefined; no Date, Map or class
// instance; no function), except Float64Array columns as members of objects in main's answers and
// events (never inside an array). The desktop e2e harness (test/desktop) checks every value that crosses.
import { z } from 'zod';
import {
  DATASET_NAMES,
  SERIES_DATASETS,
  type DatasetName,
  type DatasetRecord,
  type EntityDataset,
  type ListDataset,
  type SeriesDataset,
  type SeriesField,
} from '../store/datasets';
import type { ChangeRow, ChangeRun, SearchHit, SeriesColumns } from '../store/types';
import type { Aged, Drawdown, FundMetrics, FundMetricsRead, FundPerformance, Standing, YearReturn } from '../funds/types';
import { csvText, currencyLabel, portfolioName, transactionInput } from '../portfolio/inputs';
import type { CurrencyTotal, ImportResult, Portfolio, PortfolioView, Position, Side, Transaction, ValueHistory } from '../portfolio/types';
import type { DatasetSummary, OfflineProgress } from '../sync/types';
import type { EventName, MethodName } from './contract-names';
import { uiPrefsPatchSchema, type UiPrefs } from './ui-prefs';
import { drawingInputs, type Drawing } from '../shared/drawings/types';
import { alertInputs, type AlertCheck, type AlertFiring, type AlertFirings, type AlertRule } from '../shared/alerts/types';

export type { EventName, MethodName } from './contract-names';
export type {
  DatasetName,
  DatasetRecord,
  DatasetSummary,
  EntityDataset,
  ListDataset,
  OfflineProgress,
  SearchHit,
  SeriesDataset,
  SeriesField,
};
// The canonical record types: the renderer imports them from here, never from src-main/api.
export type {
  BoardMember,
  CalendarEvent,
  Country,
  CountryIndicator,
  DiaryEntry,
  Fund,
  FundFees,
  Importance,
  Share,
  ShareAuditor,
  ShareFinancial,
  Shareholder,
  SharePrice,
  ShareRating,
} from '../api/schemas';
// What main computes about funds (the renderer imports these from here too).
export type { Drawdown, FundMetrics, FundMetricsRead, FundPerformance, Standing, YearReturn };
export type { CalendarFilter, UiPrefs } from './ui-prefs';
// The portfolio (PORT): what is stored and what main computes from it.
export type { CurrencyTotal, ImportResult, Portfolio, PortfolioView, Position, Side, Transaction, ValueHistory };
export type { AlertCheck, AlertFirings, AlertRule };

/** A method: zod schema for its input, phantom type for its result. */
interface MethodSpec<Input extends z.ZodType, Result> {
  readonly input: Input;
  readonly result?: Result; // type carrier only, never set
}
function method<Result>() {
  return <Input extends z.ZodType>(input: Input): MethodSpec<Input, Result> => ({ input });
}

// ---- result and payload types ----

export type TransportKind = 'electron' | 'browser';

/** Where market data comes from: the embedded demo market or a configured service. */
/** `key`: the source's identity (the demo market, or origin + base path): ids mean something only within one source. */
export type DataSourceInfo = { kind: 'demo'; label: 'DEMO'; key: string } | { kind: 'remote'; label: string; baseUrl: string; key: string };

export interface SystemInfo {
  appVersion: string;
  dataSource: DataSourceInfo;
  databasePath: string;
  sqliteVersion: string;
  transport: TransportKind;
  platform: string;
  /** Things the user must be told once, e.g. that a damaged cache was replaced. */
  notices: string[];
}

export interface SyncStatus {
  /** The data source whose cache this is about (DataSourceInfo.key): a window learns of a switch from it. */
  source: string;
  connection: 'online' | 'offline';
  /** The service refused the token: nothing syncs until the settings change. */
  authProblem: string | null;
  /** The sync worker stopped (and was restarted, or gave up): what happened; null while all is well. */
  workerProblem: string | null;
  /** The integrity check found the cache file damaged: it is replaced at the next start. */
  cacheProblem: string | null;
  /** Last successful fetch of anything. */
  lastSyncAt: string | null;
  /** Requests queued or running. */
  pending: number;
  /** The "make available offline" run, while one runs or after it ended. */
  offlineRun: OfflineProgress | null;
  cacheBytes: number;
  /** The latest sync run of the change journal and how many changes it brought; null before any. */
  lastChanges: ChangeRun | null;
}

/** The change journal's rows (oldest first); `truncated` when more matched than `limit`. */
export interface ChangesRead {
  rows: ChangeRow[];
  truncated: boolean;
}

/** A record the terminal refused to cache, as the DQ screen lists it. */
export interface RefusedRecord {
  /** Row id in the cache: stable, so a screen can keep its selection across updates. */
  id: number;
  /** The cache dataset the request was for; null for rows kept before this was recorded. */
  dataset: DatasetName | null;
  /** The service endpoint whose page held the record (e.g. "shares.historic"). */
  endpoint: string;
  /** Parent key of the request ('' for a top-level list shows as null). */
  parent: string | null;
  recordId: string | null;
  /** Dotted path of the first offending member; '' for the record itself. */
  field: string;
  reason: string;
  at: string;
  /** The raw value as JSON, at most 240 characters; the service token never appears in it. */
  excerpt: string | null;
}

export interface RefusedRecords {
  /** Newest first, at most `limit`, of the dataset asked for (or all). */
  records: RefusedRecord[];
  /** Kept refusals per dataset (every dataset with at least one). */
  counts: { dataset: DatasetName; count: number }[];
  /** All kept refusals, whatever the filter. */
  total: number;
  /**
   * Refused at the last fetch of each request of the dataset asked for (or all): SYNC's count.
   * It can exceed what is kept, as only the newest `kept` refusals are kept overall.
   */
  lastFetch: number;
  /** How many refusals the cache keeps overall (the newest). */
  kept: number;
}

export type Theme = 'dark' | 'light';

/** The UI's language: English, French, or the system's (French when it is French, else English). */
export const LANGUAGE_SETTINGS = ['system', 'en', 'fr'] as const;
export type LanguageSetting = (typeof LANGUAGE_SETTINGS)[number];
/** A number locale that follows the UI language (en-US for English, fr-FR for French). */
export const AUTO_NUMBER_LOCALE = 'auto';

export interface AppSettings {
  dataSource: { kind: 'demo' } | { kind: 'remote'; baseUrl: string };
  /** Whether a token is stored; the token itself never leaves main. */
  hasToken: boolean;
  /** Where the token is kept, in words. */
  tokenStorage: string;
  /** Why the stored token cannot be read or kept (e.g. a token file others can read); null when all is well. */
  tokenProblem: string | null;
  /** Effective maximum age per dataset (ms), defaults merged with overrides. */
  refreshPolicy: Record<DatasetName, number>;
  refreshOverrides: Partial<Record<DatasetName, number>>;
  theme: Theme;
  language: LanguageSetting;
  /** BCP 47 locale for numbers, e.g. en-US or fr-FR, or `auto`: the UI language's. */
  numberLocale: string;
  /** Annual risk-free rate of the Sharpe ratios (0.03 = 3 %). */
  riskFreeRate: number;
}

/** Stored UI state. Layouts are opaque to main: the renderer validates them on restore. */
export interface WorkspaceState {
  current: unknown;
  saved: { name: string; layout: unknown }[];
  commandHistory: string[];
  /** The price chart's last range, mode, scale and averages (opaque to main, like layouts). */
  chartPrefs?: unknown;
}

/** Records of one dataset from the cache, with their age. Child records carry their parent key. */
export interface DataRead<D extends ListDataset = ListDataset> {
  records: DatasetRecord<D>[];
  /** Last successful fetch of what was read; null when never fetched. */
  asOf: string | null;
  stale: boolean;
}

/** A series read for charts and price tables. */
export interface SeriesRead<F extends string = string> extends SeriesColumns<F> {
  /** Cached days of the whole series (not just the range read). */
  range: { first: string; last: string; count: number } | null;
  /** The days this read covers (null: open), `lastDays` turned into days. */
  window: { from: string | null; to: string | null };
  asOf: string | null;
  stale: boolean;
}

/** A link to a host the user has not approved yet (browser mode): ask, then call again with `approve`. */
export interface LinkApproval {
  /** The host as punycode (what the URL really points at). */
  host: string;
}

/** Hosts outside the service the user answered about (newest first). */
export interface LinkHosts {
  trusted: string[];
  declined: string[];
}

export interface Watchlist {
  name: string;
  items: { kind: 'share' | 'fund'; id: number; code: string; title: string }[];
}

/** A desktop notification (calendar alerts): plain text only. */
export interface DesktopNote {
  title: string;
  body: string;
}

export interface DataUpdated {
  dataset: DatasetName;
  /** Parent or record id; '' for a whole list. */
  key: string;
  /**
   * A series' first day written (null: none, only the fetch time changed): a reader holding the
   * days before it reads only the rest. Absent: not a series, or not known (read it all).
   */
  from?: string | null;
}

interface Heartbeat {
  /** ISO 8601 time in main when the beat was sent. */
  at: string;
  uptimeSeconds: number;
}

/** The native menu's entries, declared by the renderer from the registries HELP reads. */
export interface DesktopMenu {
  functions: { code: string; title: string; group: string; needsSecurity: boolean }[];
  actions: { action: string; label: string; section: 'pane' | 'link' | 'general'; key: string | null }[];
}

/** What a native menu item (or a closed pane window) asks the renderer to do. */
export type DesktopCommand =
  | { kind: 'action'; action: string }
  | { kind: 'function'; code: string }
  | { kind: 'theme'; theme: Theme }
  /** The pane's own window was closed: the pane goes back into the workspace. */
  | { kind: 'reattach'; pane: string };

/** A portfolio or its transactions changed (any window, or an import): read it again. */
interface PortfolioChanged {
  portfolioId: number;
}

/** Another window saved the workspace (a detached pane and the main window share one layout). */
interface WorkspaceChanged {
  /** The saving window's instance id, so it can ignore its own change. */
  by: string;
  current: unknown;
}

// ---- the tables ----

const noInput = z.undefined();
const datasetName = z.enum(DATASET_NAMES);
const portfolioId = z.number().int().nonnegative();

export const methods = {
  'system.info': method<SystemInfo>()(noInput),
  'sync.status': method<SyncStatus>()(noInput),
  'sync.offline.start': method<OfflineProgress>()(
    z
      .object({ only: z.array(datasetName).max(30).optional(), force: z.boolean().optional() })
      .strict()
      .optional(),
  ),
  'sync.offline.cancel': method<{ cancelled: boolean }>()(noInput),
  /** A window shows the terminal (renewed while it does): main keeps a light watch on the line. */
  'sync.watch': method<{ watchingMs: number }>()(noInput),
  'cache.summary': method<DatasetSummary[]>()(noInput),
  /** Refused records for the DQ screen, newest first; one dataset's when it is given. */
  'quality.rejects': method<RefusedRecords>()(
    z
      .object({ dataset: datasetName.optional(), limit: z.number().int().min(1).max(5000).optional() })
      .strict()
      .optional(),
  ),
  /** What syncs changed in the cache: the latest run's changes ('last'), or every run's since an ISO time. */
  'changes.list': method<ChangesRead>()(
    z
      .object({
        since: z.union([z.literal('last'), z.iso.datetime({ offset: true })]),
        datasets: z.array(datasetName).max(30).optional(),
        id: z.number().int().nonnegative().optional(),
        limit: z.number().int().min(1).max(20_000).optional(),
      })
      .strict(),
  ),
  'search.query': method<SearchHit[]>()(
    z
      .object({
        text: z.string().max(200),
        kind: z.enum(['share', 'fund', 'event', 'country']).optional(),
        limit: z.number().int().min(1).max(100).optional(),
        /** The user's today (YYYY-MM-DD, in their zone): an event series shows its next date from it. */
        today: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .optional(),
      })
      .strict(),
  ),
  /** Every cached share and fund (or `limit` of one kind): the command line's "did you mean" and its examples. */
  'search.securities': method<SearchHit[]>()(
    z
      .object({ kind: z.enum(['share', 'fund']).optional(), limit: z.number().int().min(1).max(1_000_000).optional() })
      .strict()
      .optional(),
  ),
  /** The cached shares whose mnemonic no other share or fund holds: the command line resolves them without a search. */
  'search.shareMnemonics': method<SearchHit[]>()(noInput),
  'settings.get': method<AppSettings>()(noInput),
  'settings.update': method<AppSettings>()(
    z
      .object({
        theme: z.enum(['dark', 'light']).optional(),
        language: z.enum(LANGUAGE_SETTINGS).optional(),
        numberLocale: z
          .string()
          .regex(/^([a-z]{2,3}(-[A-Z]{2})?|auto)$/)
          .optional(),
        refreshOverrides: z
          .record(
            z.string(),
            z
              .number()
              .int()
              .min(60_000)
              .max(365 * 86_400_000),
          )
          .optional(),
        riskFreeRate: z.number().min(-0.1).max(1).optional(),
      })
      .strict(),
  ),
  'settings.dataSource.set': method<SystemInfo>()(
    z.union([
      z.object({ kind: z.literal('demo') }).strict(),
      z
        .object({
          kind: z.literal('remote'),
          baseUrl: z.url({ protocol: /^https?$/ }).max(500),
          /** Absent: keep the stored token; '' removes it. */
          token: z.string().max(4096).optional(),
        })
        .strict(),
    ]),
  ),
  'workspace.load': method<WorkspaceState>()(noInput),
  /** Calendar, ticker and alert preferences; a write replaces the sections it names. */
  'prefs.get': method<UiPrefs>()(noInput),
  'prefs.set': method<UiPrefs>()(uiPrefsPatchSchema),
  /** The drawings on a share's or fund's charts (by code: they follow it across data sources), oldest first. */
  'drawings.list': method<Drawing[]>()(drawingInputs.list),
  /** A new drawing (no id) or a changed one; NOT_FOUND for an id that is not there. */
  'drawings.save': method<Drawing>()(drawingInputs.save),
  'drawings.remove': method<{ removed: true }>()(drawingInputs.remove),
  /** Every alert rule, oldest first (disabled ones too). */
  'alerts.rules.list': method<AlertRule[]>()(noInput),
  /** A rule on a share or fund (its price or NAV, change, studies), a country's calendar or one event; it looks only at bars after those cached now. */
  'alerts.rules.add': method<AlertRule>()(alertInputs.add),
  'alerts.rules.update': method<AlertRule>()(alertInputs.update),
  /** The rule goes; its firings stay in the log. */
  'alerts.rules.remove': method<{ removed: true }>()(alertInputs.remove),
  /** Firings newest first (those found from `since` on, an ISO time or day), and the unread count. */
  'alerts.fired.list': method<AlertFirings>()(
    z
      .object({
        since: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}/)
          .max(40)
          .optional(),
        limit: z.number().int().min(1).max(5000).optional(),
      })
      .strict()
      .optional(),
  ),
  'alerts.fired.markRead': method<{ unread: number }>()(alertInputs.markRead),
  /** Reads a condition line for a kind of target, as the user types it. */
  'alerts.check': method<AlertCheck>()(
    z.object({ kind: z.enum(['share', 'fund', 'calendar', 'event']), condition: z.string().max(200) }).strict(),
  ),
  /** Shows a desktop notification where main can (Electron); `shown: false` tells the page to use its own. */
  'alerts.notify': method<{ shown: boolean }>()(z.object({ title: z.string().max(200), body: z.string().max(500) }).strict()),
  /** `days` (events only): the records of those days, e.g. the ticker's week instead of the whole calendar. */
  'data.read': method<DataRead>()(
    z
      .object({
        dataset: datasetName,
        id: z.number().int().nonnegative().optional(),
        days: z.object({ from: z.iso.date(), to: z.iso.date() }).strict().optional(),
      })
      .strict(),
  ),
  'data.series': method<SeriesRead>()(
    z
      .object({
        dataset: z.enum(SERIES_DATASETS),
        id: z.number().int().nonnegative(),
        from: z.iso.date().optional(),
        to: z.iso.date().optional(),
        /**
         * The last this many days the cache has, ending at its last day: a first read that does
         * not know that day yet (an old offline cache) needs no second read. Not with from/to.
         */
        lastDays: z.number().int().positive().max(100_000).optional(),
      })
      .strict()
      .refine((q) => q.lastDays === undefined || (q.from === undefined && q.to === undefined), 'lastDays is not used with from or to'),
  ),
  /** Schedules a refresh of what a read of this dataset (and parent) would show when it is stale. */
  'sync.refresh': method<{ asOf: string | null; stale: boolean }>()(
    z.object({ dataset: datasetName, id: z.number().int().nonnegative().optional() }).strict(),
  ),
  /**
   * Opens a link outside the app after checking it; in browser mode the page opens the approved URL.
   * A new host: the desktop app asks the user in main's own dialog and ignores `approve`; browser
   * mode returns `approval` and the page's `approve` answers it (true trusts it, false declines it;
   * both are remembered). `declined` says the host was declined, now or before, and nothing was opened.
   */
  'external.open': method<{ url: string; opened: boolean; approval: LinkApproval | null; declined: boolean }>()(
    z.object({ url: z.string().max(2000), approve: z.boolean().optional() }).strict(),
  ),
  'links.hosts': method<LinkHosts>()(noInput),
  /** Forgets the answer about a host: its next link asks again. */
  'links.forget': method<LinkHosts>()(z.object({ host: z.string().min(1).max(253) }).strict()),
  'watchlists.get': method<Watchlist[]>()(noInput),
  'watchlists.save': method<Watchlist[]>()(
    z
      .array(
        z.object({
          name: z.string().min(1).max(60),
          items: z
            .array(
              z.object({
                kind: z.enum(['share', 'fund']),
                id: z.number().int().nonnegative(),
                code: z.string().max(64),
                title: z.string().max(200),
              }),
            )
            .max(500),
        }),
      )
      .max(50),
  ),
  'workspace.save': method<{ saved: true }>()(
    z
      .object({
        current: z.json().optional(),
        saved: z
          .array(z.object({ name: z.string().min(1).max(60), layout: z.json() }))
          .max(50)
          .optional(),
        commandHistory: z.array(z.string().max(200)).max(200).optional(),
        chartPrefs: z.json().optional(),
        /** The saving window's instance id, echoed in workspace.changed. */
        by: z.string().max(40).optional(),
      })
      .strict()
      .refine((state) => JSON.stringify(state).length <= 512_000, 'workspace state is larger than 512 KB'),
  ),
  'desktop.menu': method<{ shown: boolean }>()(
    z
      .object({
        functions: z
          .array(
            z
              .object({
                code: z.string().regex(/^[A-Z]{2,8}$/), // AGENDA has six letters
                title: z.string().max(60),
                group: z.string().max(30),
                needsSecurity: z.boolean(),
              })
              .strict(),
          )
          .max(100),
        actions: z
          .array(
            z
              .object({
                action: z
                  .string()
                  .regex(/^[a-z]+(\.[a-z0-9-]+)+$/)
                  .max(40),
                label: z.string().max(80),
                section: z.enum(['pane', 'link', 'general']),
                key: z.string().max(40).nullable(),
              })
              .strict(),
          )
          .max(100),
      })
      .strict(),
  ),
  /** Electron: opens (or closes) the pane's own window; browser mode answers windowed: false. */
  'desktop.paneWindow': method<{ windowed: boolean }>()(
    z.object({ pane: z.string().regex(/^[a-z0-9-]{1,40}$/i), open: z.boolean(), title: z.string().max(120) }).strict(),
  ),
  /**
   * Electron: the focused window's print (its print stylesheet: a TEAR sheet) saved as a PDF where
   * the user picks, with page numbers; browser mode answers 'unavailable' and the page prints itself.
   */
  'desktop.printPdf': method<{ outcome: 'saved' | 'cancelled' | 'unavailable' }>()(
    z.object({ fileName: z.string().min(1).max(120), title: z.string().max(200) }).strict(),
  ),
  /** The screener's computed figures for every cached fund (returns, risk, 1Y quartile in category). */
  'funds.metrics': method<Aged<FundMetricsRead>>()(noInput),
  /** PERF's figures for one fund, computed from its cached NAV history. */
  'funds.performance': method<Aged<FundPerformance>>()(z.object({ id: z.number().int().nonnegative() }).strict()),
  // ---- portfolios (PORT): kept in the home file, written by the one writer, read from the cache ----
  'portfolio.list': method<Portfolio[]>()(noInput),
  /** `currency` is a label: totals stay per currency, nothing is converted into it. */
  'portfolio.create': method<Portfolio>()(z.object({ name: portfolioName, currency: currencyLabel }).strict()),
  /** Renames it or changes its label. */
  'portfolio.update': method<Portfolio>()(
    z.object({ id: portfolioId, name: portfolioName.optional(), currency: currencyLabel.optional() }).strict(),
  ),
  /** Deletes it with its transactions. */
  'portfolio.delete': method<{ deleted: true }>()(z.object({ id: portfolioId }).strict()),
  /** Its transactions by day, then as entered. */
  'portfolio.transactions': method<Transaction[]>()(z.object({ portfolioId }).strict()),
  /** Refused (INVALID_INPUT, with the reason) when it would sell more than is held. */
  'portfolio.transaction.add': method<Transaction>()(z.object({ portfolioId, transaction: transactionInput }).strict()),
  'portfolio.transaction.edit': method<Transaction>()(
    z.object({ id: z.number().int().nonnegative(), transaction: transactionInput }).strict(),
  ),
  'portfolio.transaction.delete': method<{ deleted: true }>()(z.object({ id: z.number().int().nonnegative() }).strict()),
  /**
   * CSV text as the command line imports it: all or nothing, unless `skipBad` (then the good rows);
   * every bad row comes back with its line and reason.
   */
  'portfolio.import': method<ImportResult>()(z.object({ portfolioId, csv: csvText, skipBad: z.boolean().optional() }).strict()),
  /** Positions (FIFO) and one total per currency, from the cached prices as they stand. */
  'portfolio.positions': method<PortfolioView>()(z.object({ portfolioId }).strict()),
  /** Value and cumulative time-weighted return day by day, in one currency (null: the unknown one), as columns. */
  'portfolio.history': method<ValueHistory>()(z.object({ portfolioId, currency: z.string().max(12).nullable().optional() }).strict()),
} satisfies { [M in MethodName]: MethodSpec<z.ZodType, unknown> };

/** Every push event with its payload type (a type only: payloads come from main, unchecked). */
interface Events {
  'system.heartbeat': Heartbeat;
  'sync.status': SyncStatus;
  'sync.progress': OfflineProgress;
  'data.updated': DataUpdated;
  'desktop.command': DesktopCommand;
  'workspace.changed': WorkspaceChanged;
  'portfolio.changed': PortfolioChanged;
  /** Alert rules fired on data that just landed (a refresh, the offline run): the new firings and the unread count. */
  'alerts.fired': { firings: AlertFiring[]; unread: number };
}

// The name lists in contract-names.ts must match the tables exactly (the `satisfies` above catches
// a missing method; these catch a name in a table that the list lacks, and a missing event).
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const methodNamesMatch: Exactly<keyof typeof methods, MethodName> = true;
const eventNamesMatch: Exactly<keyof Events, EventName> = true;
void methodNamesMatch;
void eventNamesMatch;

export type MethodInput<M extends MethodName> = z.input<(typeof methods)[M]['input']>;
export type ParsedInput<M extends MethodName> = z.output<(typeof methods)[M]['input']>;
export type MethodResult<M extends MethodName> = NonNullable<(typeof methods)[M]['result']>;
export type EventPayload<E extends EventName> = Events[E];

/** A method's result for a given input: reads are typed by the dataset asked for. */
export type ResultFor<M extends MethodName, I> = M extends 'data.read'
  ? I extends { dataset: infer D extends ListDataset }
    ? DataRead<D>
    : MethodResult<M>
  : M extends 'data.series'
    ? I extends { dataset: infer D extends SeriesDataset }
      ? SeriesRead<SeriesField<D>>
      : MethodResult<M>
    : MethodResult<M>;

// ---- the envelope every answer travels in ----

export type ErrorCode =
  | 'UNKNOWN_METHOD' // no such method in the contract
  | 'INVALID_INPUT' // input failed the method's schema
  | 'FORBIDDEN' // the sender is not our own main frame
  | 'NOT_FOUND'
  | 'OFFLINE'
  | 'UNAVAILABLE' // transport down or core not ready
  | 'CANCELLED' // the caller cancelled the call before it was answered
  | 'INTERNAL'; // the handler failed unexpectedly

interface ErrorInfo {
  code: ErrorCode;
  message: string;
}
export type Envelope<T> = { ok: true; value: T } | { ok: false; error: ErrorInfo };

/** What the preload exposes as `window.terminal`, and what the browser bridge imitates. */
export type TerminalBridge = {
  /** `call`: the caller's number for this call, which `cancel` names. */
  readonly [M in MethodName]: (input: MethodInput<M>, call?: number) => Promise<Envelope<MethodResult<M>>>;
} & {
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
  /** The caller no longer waits for call number `call`: main aborts its handler. */
  cancel(call: number): void;
};
