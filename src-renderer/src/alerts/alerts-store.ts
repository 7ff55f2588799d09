// The alert rules and the firings log, one store per client: ALRT, the status bar, the charts'
// price lines and the clock warnings read the same signals. Loaded on first use, read again after
// each write and when the link comes back; `alerts.fired` (main found firings where data landed)
// adds to the log as it comes. The writes go through the contract; main checks them again.
import { createRoot, createSignal, type Accessor } from 'solid-js';
import type { MethodInput } from '../../../src-main/ipc/contract';
import type { AlertFiring, AlertRule } from '../../../src-main/shared/alerts/types';
import type { Client } from '../api/typed-client';
import { LOG_LIMIT, mergeFirings } from './alert-views';

export interface AlertsStore {
  rules: Accessor<AlertRule[]>;
  /** Newest first. */
  firings: Accessor<AlertFiring[]>;
  unread: Accessor<number>;
  /** Why the last read or write failed (null: it went through). */
  problem: Accessor<string | null>;
  add(input: MethodInput<'alerts.rules.add'>): Promise<AlertRule>;
  update(input: MethodInput<'alerts.rules.update'>): Promise<AlertRule>;
  remove(id: number): Promise<void>;
  /** Marks these firings read (every one when `ids` is absent). */
  markRead(ids?: number[]): Promise<void>;
  /** Calls `listener` with the firings of each `alerts.fired` push; returns the unsubscribe. */
  onFired(listener: (firings: AlertFiring[]) => void): () => void;
}

const stores = new WeakMap<Client, AlertsStore>();

function createAlertsStore(client: Client): AlertsStore {
  return createRoot(() => {
    const [rules, setRules] = createSignal<AlertRule[]>([]);
    const [firings, setFirings] = createSignal<AlertFiring[]>([]);
    const [unread, setUnread] = createSignal(0);
    const [problem, setProblem] = createSignal<string | null>(null);
    const listeners = new Set<(firings: AlertFiring[]) => void>();

    const reportFailure = (err: Error) => setProblem(err.message);
    const readRules = () =>
      client.call('alerts.rules.list').then((list) => {
        setRules(list);
        setProblem(null);
      }, reportFailure);
    const readFirings = () =>
      client.call('alerts.fired.list', { limit: LOG_LIMIT }).then((log) => {
        setFirings(log.firings);
        setUnread(log.unread);
      }, reportFailure);
    const readAll = () => void Promise.all([readRules(), readFirings()]);

    client.on('alerts.fired', (pushed) => {
      setFirings((known) => mergeFirings(known, pushed.firings));
      setUnread(pushed.unread);
      for (const listener of listeners) listener(pushed.firings);
    });
    client.onLink((state) => state === 'up' && readAll());
    readAll();

    const written = async <T>(call: Promise<T>): Promise<T> => {
      try {
        return await call;
      } finally {
        await readRules();
      }
    };
    return {
      rules,
      firings,
      unread,
      problem,
      add: (input) => written(client.call('alerts.rules.add', input)),
      update: (input) => written(client.call('alerts.rules.update', input)),
      remove: (id) => written(client.call('alerts.rules.remove', { id })).then(() => undefined),
      async markRead(ids) {
        const { unread: left } = await client.call('alerts.fired.markRead', ids ? { ids } : {});
        const marked = ids ? new Set(ids) : null;
        setFirings((known) => known.map((f) => (marked === null || marked.has(f.id) ? { ...f, read: true } : f)));
        setUnread(left);
      },
      onFired(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
  });
}

export function alertsStore(client: Client): AlertsStore {
  let store = stores.get(client);
  if (!store) stores.set(client, (store = createAlertsStore(client)));
  return store;
}
