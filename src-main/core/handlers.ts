// What each contract method does. Reads come from the cache at once (this thread's read-only
// connection); stale data asks the sync worker for a refresh, and every write goes through it.
import { AppError } from '../ipc/app-error';
import { checkAlertCondition } from '../shared/alerts/grammar';
import type { AlertRule, AlertTarget } from '../shared/alerts/types';
import type { AppSettings, DataRead, DesktopMenu, DesktopNote, ParsedInput, ResultFor, SeriesRead, SystemInfo } from '../ipc/contract';
import { AUTO_NUMBER_LOCALE } from '../ipc/contract';
import type { EventHub } from '../ipc/event-hub';
import type { CallContext, Handlers } from '../ipc/router';
import { DATASET_NAMES, DATASETS, isDatasetName, isSeriesDataset, type DatasetName } from '../store/datasets';
import { datasetRecords, datasetRecordsInDays } from '../store/dataset-records';
import { datasetSummaries } from '../sync/dataset-summary';
import { WATCH_LEASE_MS } from '../sync/connectivity';
import { PRIORITY } from '../sync/sync-engine';
import { cacheAge } from '../sync/cache-age';
import type { SyncWorker } from './threads/sync-worker-client';
import { approveExternalUrl, RefusedLinkError } from './external-links';
import { answerFor, askOncePerHost, linkHosts, type ConfirmLinkHost } from './link-approvals';
import { readChanges } from './changes-read';
import { portfolioHandlers } from './portfolio-handlers';
import { refusedRecords } from './refused-records';
import { readSeries, readWindow } from './series-read';
import type { SeriesMemo } from './series-memo';
import type { Store } from '../store/store';
import { policyOverridesSchema, type FreshnessPolicy } from '../sync/freshness-policy';
import { readDataSource, type DataSourceSetting } from './data-source';
import { readPolicyOverrides, readUi, readUiPrefs, readWatchlists, readWorkspace } from './preferences';
import { fundFigures } from '../funds/fund-figures-service';
import { readRiskFreeRate } from '../funds/risk-free-rate';
import type { Session } from './session';
import type { SyncStatusTracker } from './sync-status';
import type { TokenKeeper } from './token-binding';

export interface HandlerDeps {
  info: SystemInfo;
  store: Store;
  /** The whole series last read, kept until the sync announces a write to them. */
  seriesMemo: SeriesMemo;
  session: () => Session;
  sync: SyncWorker;
  /** The freshness policy as the user set it: screen reads are judged by it here (the worker's copy
   * judges only what the worker starts itself: the lists at start, the offline run). */
  policy: FreshnessPolicy;
  status: SyncStatusTracker;
  tokens: TokenKeeper;
  switchDataSource: (setting: DataSourceSetting, token: string | undefined) => Promise<SystemInfo>;
  /** Hands an approved URL to the OS (Electron); absent in browser mode, where the page opens it. */
  openExternal?: (url: string) => Promise<void>;
  /**
   * Asks the user about a new link host in main's own dialog (Electron); then a renderer's
   * `approve` is ignored. Absent in browser mode, where the page asks and sends the answer.
   */
  confirmLinkHost?: ConfirmLinkHost;
  events: EventHub;
  /** The desktop app's menu and windows; absent in browser mode. */
  desktop?: DesktopHost;
  /** Shows a desktop notification (Electron); absent in browser mode. */
  notify?: (note: DesktopNote) => boolean;
}

/** What only the desktop app can do; each answers whether it did it. */
export interface DesktopHost {
  showMenu(menu: DesktopMenu): boolean;
  /** Opens the pane in its own window (open) or closes that window. */
  paneWindow(pane: string, open: boolean, title: string): boolean;
  /** Saves the focused window's print as a PDF file the user picks (`fileName` is the suggestion). */
  printPdf(fileName: string, title: string): Promise<'saved' | 'cancelled' | 'unavailable'>;
}

export function createHandlers({
  info,
  store,
  seriesMemo,
  session,
  sync,
  policy,
  status,
  tokens,
  switchDataSource,
  openExternal,
  confirmLinkHost,
  events,
  desktop,
  notify,
}: HandlerDeps): Handlers {
  const confirmHost = confirmLinkHost && askOncePerHost(confirmLinkHost);
  /**
   * Age of what was read, and a refresh behind it when it is too old (stale-while-revalidate).
   * Decided here, once: the worker refreshes what this says is stale.
   */
  const freshness = (dataset: DatasetName, key: string) => {
    const { fetchedAt, stale } = cacheAge(store, policy, dataset, key, Date.now());
    if (stale) sync.refresh(dataset, key, fetchedAt, PRIORITY.visible);
    return { asOf: fetchedAt, stale };
  };

  const settings = (): AppSettings => {
    return {
      dataSource: readDataSource(store.settings),
      hasToken: tokens.hasToken(),
      tokenStorage: tokens.vault.where,
      tokenProblem: tokens.problem(),
      refreshPolicy: Object.fromEntries(DATASET_NAMES.map((d) => [d, policy.maxAgeMs(d)])) as AppSettings['refreshPolicy'],
      refreshOverrides: readPolicyOverrides(store.settings),
      riskFreeRate: readRiskFreeRate(store.settings),
      ...readUi(store.settings),
    };
  };

  const funds = fundFigures(store);

  /** Refuses a condition that cannot be read before the writer sees it: INVALID_INPUT with the grammar. */
  const readable = (target: AlertTarget | undefined, condition: string | undefined) => {
    if (target === undefined || condition === undefined) return;
    const check = checkAlertCondition(target.kind, condition);
    if (!check.ok) throw new AppError('INVALID_INPUT', check.error);
  };
  const existingRule = (id: number): AlertRule => {
    const rule = store.alerts.rule(id);
    if (rule === null) throw new AppError('NOT_FOUND', `no alert rule ${id}`);
    return rule;
  };
  const written = (rule: AlertRule | null): AlertRule => {
    if (rule === null) throw new AppError('INTERNAL', 'the alert rule was not written');
    return rule;
  };

  return {
    'system.info': () => info,
    'sync.status': () => status.current(),
    'sync.offline.start': (input) => {
      const unknown = (input?.only ?? []).filter((d) => !isDatasetName(d));
      if (unknown.length) throw new AppError('INVALID_INPUT', `unknown dataset ${unknown.join(', ')}`);
      return sync.startOffline(input?.only ?? [], input?.force ?? false);
    },
    'sync.offline.cancel': () => sync.cancelOffline(),
    'sync.watch': () => {
      sync.watch(WATCH_LEASE_MS);
      return { watchingMs: WATCH_LEASE_MS };
    },
    // Counted in the worker; a worker that is down leaves the reader to count (slower, but SYNC still answers).
    'cache.summary': () => sync.summary().catch(() => datasetSummaries(store, policy)),
    'quality.rejects': (input) => refusedRecords(store, input?.dataset, input?.limit),
    'changes.list': ({ since, datasets, id, limit }) => readChanges(store.journal, { since, datasets, id }, limit),
    'search.query': ({ text, kind, limit, today }) =>
      store.search.find(text, { ...(kind ? { kind } : {}), ...(today ? { today } : {}), limit: limit ?? 20 }),
    'search.securities': (input) => store.search.securities(input ?? {}),
    'search.shareMnemonics': () => store.search.shareMnemonics(),
    'settings.get': () => settings(),
    'settings.update': async (input) => {
      const locale = input.numberLocale;
      if (locale !== undefined && locale !== AUTO_NUMBER_LOCALE && Intl.NumberFormat.supportedLocalesOf([locale]).length === 0) {
        throw new AppError('INVALID_INPUT', `unknown number locale ${input.numberLocale}`);
      }
      if (input.refreshOverrides !== undefined) {
        const parsed = policyOverridesSchema.safeParse(input.refreshOverrides);
        if (!parsed.success) throw new AppError('INVALID_INPUT', 'refresh overrides name unknown datasets');
        await sync.write('policyOverrides', parsed.data);
        policy.update(parsed.data);
      }
      if (input.riskFreeRate !== undefined) await sync.write('riskFreeRate', input.riskFreeRate);
      const ui = readUi(store.settings);
      await sync.write('ui', {
        theme: input.theme ?? ui.theme,
        language: input.language ?? ui.language,
        numberLocale: input.numberLocale ?? ui.numberLocale,
      });
      return settings();
    },
    'settings.dataSource.set': (input) =>
      switchDataSource(
        input.kind === 'demo' ? { kind: 'demo' } : { kind: 'remote', baseUrl: input.baseUrl },
        input.kind === 'remote' ? input.token : undefined,
      ),
    'data.read': <I extends ParsedInput<'data.read'>>({ dataset, id, days }: I) => {
      if (isSeriesDataset(dataset)) throw new AppError('INVALID_INPUT', `${dataset} is a series: read it with data.series`);
      const { parent } = DATASETS[dataset];
      if (parent !== null && id === undefined)
        throw new AppError('INVALID_INPUT', `${dataset} needs the id of its ${parent.replace('_id', '')}`);
      let records: DataRead['records'];
      if (days) {
        const inDays = id === undefined ? datasetRecordsInDays(store, dataset, days.from, days.to) : null;
        if (!inDays) throw new AppError('INVALID_INPUT', `days only applies to a whole dataset kept by day (events), not ${dataset}`);
        records = inDays;
      } else records = [...datasetRecords(store, dataset, id)];
      const read: DataRead = { records, ...freshness(dataset, parent === null ? '' : String(id)) };
      // The records are those of the dataset named in the input, which is what ResultFor<I> says.
      return read as ResultFor<'data.read', I>;
    },
    'data.series': async <I extends ParsedInput<'data.series'>>({ dataset, id, from, to, lastDays }: I, call?: CallContext) => {
      const series = store.data[dataset];
      const range = series.range(id);
      // The last cached day is known here: "the last N days" needs no first read to learn it.
      const window = readWindow(lastDays === undefined ? undefined : range?.last, { from, to, lastDays });
      const columns = await seriesMemo.read(dataset, id, range, window, ({ from, to }) =>
        readSeries<string>(series, id, { from: from ?? undefined, to: to ?? undefined }, { signal: call?.signal }),
      );
      const read: SeriesRead = { ...columns, range, window, ...freshness(dataset, String(id)) };
      // The columns are the numeric fields of the dataset named in the input (see SeriesField).
      return read as ResultFor<'data.series', I>;
    },
    'sync.refresh': ({ dataset, id }) => {
      const { parent } = DATASETS[dataset];
      if (parent !== null && id === undefined)
        throw new AppError('INVALID_INPUT', `${dataset} needs the id of its ${parent.replace('_id', '')}`);
      // Top-level records are refreshed as a whole list; child lists and series per parent.
      return freshness(dataset, parent === null ? '' : String(id));
    },
    'external.open': async ({ url, approve }) => {
      let approved: string;
      try {
        approved = approveExternalUrl(url, session().market.origin);
      } catch (err) {
        if (err instanceof RefusedLinkError) throw new AppError('INVALID_INPUT', err.message);
        throw err;
      }
      // URL gives IDN hosts in punycode: the name asked about is the one the link really reaches.
      const host = new URL(approved).hostname;
      if (host !== new URL(session().market.origin).hostname) {
        if (confirmHost) {
          // Only the user grants a host: main asks in its own dialog, so nothing the renderer sends counts.
          if (answerFor(store.settings, host) === null)
            await sync.write('linkAnswer', { host, trusted: await confirmHost(host, approved) });
        } else if (approve !== undefined) await sync.write('linkAnswer', { host, trusted: approve }); // browser mode: the page asked
        const answer = answerFor(store.settings, host);
        if (answer === 'declined') return { url: approved, opened: false, approval: null, declined: true };
        if (answer === null) return { url: approved, opened: false, approval: { host }, declined: false };
      }
      if (!openExternal) return { url: approved, opened: false, approval: null, declined: false };
      await openExternal(approved);
      return { url: approved, opened: true, approval: null, declined: false };
    },
    'links.hosts': () => linkHosts(store.settings),
    'links.forget': async ({ host }) => {
      await sync.write('forgetLink', host);
      return linkHosts(store.settings);
    },
    'alerts.notify': (note) => ({ shown: notify ? notify(note) : false }),
    'drawings.list': ({ kind, code }) => store.drawings.list(kind, code),
    'drawings.save': async (input) => {
      const saved = await sync.drawings({ op: 'save', ...input });
      if (saved === null) throw new AppError('NOT_FOUND', `no drawing ${input.id ?? ''}`);
      return saved;
    },
    'drawings.remove': async ({ id }) => {
      if (!(await sync.drawings({ op: 'remove', id })).removed) throw new AppError('NOT_FOUND', `no drawing ${id}`);
      return { removed: true };
    },
    'alerts.rules.list': () => store.alerts.rules(),
    'alerts.rules.add': async (input) => {
      readable(input.target, input.condition);
      return written(await sync.alerts({ op: 'add', ...input }));
    },
    'alerts.rules.update': async (input) => {
      const old = existingRule(input.id);
      if (input.condition !== undefined || input.target !== undefined)
        readable(input.target ?? old.target, input.condition ?? old.condition);
      return written(await sync.alerts({ op: 'update', ...input }));
    },
    'alerts.rules.remove': async ({ id }) => {
      existingRule(id);
      await sync.alerts({ op: 'remove', id });
      return { removed: true };
    },
    'alerts.fired.list': (input) => ({ firings: store.alerts.firings(input?.since, input?.limit), unread: store.alerts.unread() }),
    'alerts.fired.markRead': async (input) => {
      await sync.alerts({ op: 'markRead', ...input });
      return { unread: store.alerts.unread() };
    },
    'alerts.check': ({ kind, condition }) => checkAlertCondition(kind, condition),
    'prefs.get': () => readUiPrefs(store.settings),
    'prefs.set': (patch) => sync.write('uiPrefs', patch),
    'watchlists.get': () => readWatchlists(store.settings),
    'watchlists.save': async (lists) => {
      await sync.write('watchlists', lists);
      return readWatchlists(store.settings);
    },
    // Aged by the fund list: its refresh is the one a screener wants (valuations refresh per fund).
    'funds.metrics': () => ({ ...funds.metrics(), ...freshness('funds', '') }),
    'funds.performance': async ({ id }) => {
      if (store.data.funds.get(id) === null) throw new AppError('NOT_FOUND', `no cached fund ${id}`);
      return { ...(await funds.performance(id)), ...freshness('fund-valuations', String(id)) };
    },
    'workspace.load': () => readWorkspace(store.settings),
    'workspace.save': async ({ by, ...state }, call) => {
      const patch = Object.fromEntries(Object.entries(state).filter(([, v]) => v !== undefined));
      await sync.write('workspace', patch);
      // Every other window shows the same layout (a detached pane lives in its own window); the
      // saving one has it already.
      if (by !== undefined && state.current !== undefined) events.emit('workspace.changed', { by, current: state.current }, call?.caller);
      return { saved: true };
    },
    'desktop.menu': (menu) => ({ shown: desktop?.showMenu(menu) ?? false }),
    'desktop.paneWindow': ({ pane, open, title }) => ({ windowed: desktop?.paneWindow(pane, open, title) ?? false }),
    'desktop.printPdf': async ({ fileName, title }) => ({ outcome: desktop ? await desktop.printPdf(fileName, title) : 'unavailable' }),
    ...portfolioHandlers(store, sync, events),
  };
}
