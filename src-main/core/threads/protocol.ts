// The messages that cross between the host (the thread that answers the window) and its workers.
// Both sides validate what they receive: a malformed message is dropped, never acted on.
import { z } from 'zod';
import { portfolioWrite } from '../portfolio-writes';
import { SETTINGS_WRITE_NAMES, type SettingsWrite } from '../settings-writes';
import { alertWriteSchema } from '../../shared/alerts/types';
import { drawingWriteSchema } from '../../shared/drawings/types';
import { DATASET_NAMES, type DatasetName } from '../../store/datasets';
import type { OfflineProgress } from '../../sync/types';

const datasetName = z.enum(DATASET_NAMES as [DatasetName, ...DatasetName[]]);

const offlineProgress = z.object({
  state: z.enum(['running', 'done', 'cancelled', 'failed']),
  startedAt: z.string(),
  done: z.number(),
  total: z.number(),
  failed: z.number(),
  skipped: z.number(),
  etaSeconds: z.number().nullable(),
  error: z.string().nullable(),
}) satisfies z.ZodType<OfflineProgress>;

/** The HTTP client's tuning that can cross a thread boundary (numbers only, no functions). */
const workerHttpOptions = z.object({
  timeoutMs: z.number().optional(),
  concurrency: z.number().optional(),
  retries: z.number().optional(),
  backoffBaseMs: z.number().optional(),
  backoffCapMs: z.number().optional(),
  retryAfterCapMs: z.number().optional(),
  maxBodyBytes: z.number().optional(),
  /** How far one list is walked (market-data-client.ts ListCeilings). */
  maxPages: z.number().int().positive().optional(),
  maxRecords: z.number().int().positive().optional(),
});
export type WorkerHttpOptions = z.output<typeof workerHttpOptions>;

/** The market the worker syncs from; sent again to a restarted worker. */
const sessionConfig = z.object({
  baseUrl: z.string(),
  /** Sent as the bearer token (the demo market's own, or the user's). */
  bearer: z.string(),
  /** The one origin the bearer may be sent to. */
  bearerOrigin: z.string(),
  /** The user's token, masked wherever a refused record's text would store it. */
  secret: z.string().nullable(),
  /** Written into freshness records: DEMO or the service host. */
  label: z.string(),
  http: workerHttpOptions,
});
export type SessionConfig = z.output<typeof sessionConfig>;

const settingsWrite = z.object({ op: z.enum(SETTINGS_WRITE_NAMES), value: z.unknown() }) as unknown as z.ZodType<SettingsWrite>;

const syncCall = z.discriminatedUnion('op', [
  z.object({ op: z.literal('offline.start'), only: z.array(datasetName), force: z.boolean() }),
  z.object({ op: z.literal('offline.cancel') }),
  z.object({ op: z.literal('summary') }),
  z.object({ op: z.literal('write'), write: settingsWrite }),
  z.object({ op: z.literal('portfolio'), write: portfolioWrite }),
  /** Alert rules and read marks: written by the one writer, like the settings. */
  z.object({ op: z.literal('alerts'), write: alertWriteSchema }),
  /** Drawings on charts: the user's own, written by the one writer too. */
  z.object({ op: z.literal('drawings'), write: drawingWriteSchema }),
]);
export type SyncCall = z.output<typeof syncCall>;

/** Host → sync worker. */
export const syncCommand = z.discriminatedUnion('type', [
  z.object({ type: z.literal('session'), config: sessionConfig }),
  /** A read found this request stale; `seen`: the last success of the copy it judged. */
  z.object({ type: z.literal('refresh'), dataset: datasetName, key: z.string(), seen: z.string().nullable(), priority: z.number() }),
  z.object({ type: z.literal('call'), id: z.number().int(), call: syncCall }),
  /** A window is looking: the engine may probe an idle service for this long (see Connectivity.watch). */
  z.object({ type: z.literal('watch'), leaseMs: z.number().positive() }),
  z.object({ type: z.literal('close') }),
]);
export type SyncCommand = z.output<typeof syncCommand>;

/** What the status bar needs from the engine, pushed whenever it changes. */
const engineState = z.object({
  connection: z.enum(['online', 'offline']),
  pending: z.number(),
  authProblem: z.string().nullable(),
});
export type EngineState = z.output<typeof engineState>;

/** Sync worker → host. */
/** One request whose data was committed. `from`: a series' first day written (null: none); absent for other datasets. */
const updatedRequest = z.object({ dataset: datasetName, key: z.string(), from: z.iso.date().nullable().optional() });
export type UpdatedRequest = z.output<typeof updatedRequest>;

export const syncReport = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), notices: z.array(z.string()) }),
  z.object({ type: z.literal('failed'), message: z.string() }),
  z.object({
    type: z.literal('reply'),
    id: z.number().int(),
    result: z.discriminatedUnion('ok', [
      z.object({ ok: z.literal(true), value: z.unknown() }),
      z.object({ ok: z.literal(false), message: z.string() }),
    ]),
  }),
  /** Requests whose data was just committed: one report per turn of the worker (a group commit lands many). */
  z.object({ type: z.literal('updated'), updates: z.array(updatedRequest) }),
  z.object({ type: z.literal('progress'), progress: offlineProgress }),
  z.object({ type: z.literal('state'), state: engineState }),
  /** Alert firings just committed (ids in the alert_firings table): the host reads and announces them. */
  z.object({ type: z.literal('fired'), ids: z.array(z.number().int()) }),
]);
export type SyncReport = z.output<typeof syncReport>;

/** Host → demo market worker: only "close". */
export const demoMarketCommand = z.object({ type: z.literal('close') });

/** Demo market worker → host. */
export const demoMarketReport = z.discriminatedUnion('type', [
  z.object({ type: z.literal('listening'), baseUrl: z.string(), token: z.string() }),
  z.object({ type: z.literal('failed'), message: z.string() }),
]);
export type DemoMarketReport = z.output<typeof demoMarketReport>;

/** The integrity check's one report: what it found, or why it could not look. */
export const integrityReport = z.discriminatedUnion('type', [
  z.object({ type: z.literal('checked'), problem: z.string().nullable() }),
  z.object({ type: z.literal('failed'), message: z.string() }),
]);
export type IntegrityReport = z.output<typeof integrityReport>;
