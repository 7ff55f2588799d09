import { createSignal, onCleanup, Show, type JSX } from 'solid-js';
import type { LinkState } from '../api/transport';
import { formatAge, formatDateTime, formatInteger, formatNumber, formatTime } from '../format';
import { msg, t, tp } from '../i18n';
import { useNow } from '../platform/clock';
import { useApp } from '../platform/context';
import { sourceName } from '../platform/source-name';
import { alertsStore } from '../alerts/alerts-store';
import { useWorkspace } from '../workspace/workspace-context';

const LINK_TEXT: Record<LinkState, string> = {
  up: msg('LINK'),
  connecting: msg('CONNECTING'),
  down: msg('NO LINK'),
  'no-token': msg('NO TOKEN'),
};

/** A size on disk in the UI language's units (KB or Ko) and the number locale's digits. */
function formatBytes(bytes: number, locale: string): string {
  if (bytes < 1024 ** 2) return t('{size} KB', { size: formatInteger(bytes / 1024, { locale }) });
  if (bytes < 1024 ** 3) return t('{size} MB', { size: formatNumber(bytes / 1024 ** 2, { locale, decimals: 1 }) });
  return t('{size} GB', { size: formatNumber(bytes / 1024 ** 3, { locale, decimals: 2 }) });
}

/** Bottom line: data source, connection, last sync and what it changed, sync progress, cache size, unread alerts, link to main. */
export function StatusBar(props: { onOpenChanges: () => void }): JSX.Element {
  const { client, info, status, link, offline, locale } = useApp();
  const workspace = useWorkspace();
  const unread = alertsStore(client).unread;
  const now = useNow();
  const [uptime, setUptime] = createSignal<number | null>(null);
  onCleanup(client.on('system.heartbeat', (beat) => setUptime(beat.uptimeSeconds)));
  const run = () => (status()?.offlineRun?.state === 'running' ? status()?.offlineRun : null);

  return (
    <footer class="statusbar" role="status" aria-label={t('Status bar')}>
      <Show when={info()} fallback={<span class="cell muted">…</span>}>
        {(i) => (
          <span class="cell source" title={t('Data source')}>
            {sourceName(i().dataSource)}
          </span>
        )}
      </Show>
      <span class="cell connection" classList={{ up: !offline(), down: offline() }} title={t('Connection to the data source')}>
        {offline() ? t('OFFLINE') : t('ONLINE')}
      </span>
      <Show when={status()?.authProblem}>
        <span class="cell down" title={status()?.authProblem ?? ''}>
          {t('TOKEN REFUSED')}
        </span>
      </Show>
      <Show when={status()?.workerProblem}>
        <span class="cell down" title={status()?.workerProblem ?? ''}>
          {t('SYNC RESTARTED')}
        </span>
      </Show>
      <Show when={status()?.cacheProblem}>
        <span class="cell down" title={status()?.cacheProblem ?? ''}>
          {t('CACHE DAMAGED')}
        </span>
      </Show>
      <span class="cell muted" title={t('Last successful sync')}>
        SYNC {status()?.lastSyncAt ? formatAge(status()?.lastSyncAt ?? null, now()) : t('never')}
      </span>
      <Show when={status()?.lastChanges}>
        {(c) => (
          <button
            type="button"
            class="cell changes"
            title={t('What the latest sync ({at}) changed: open CHG (Alt+G)', { at: formatDateTime(c().at) })}
            onClick={() => props.onOpenChanges()}
          >
            {tp(c().changes, '{count} CHANGE', '{count} CHANGES', { count: formatInteger(c().changes, { locale: locale() }) })}
          </button>
        )}
      </Show>
      <Show when={run()}>
        {(r) => (
          <span class="cell sync-run" title={t('Making everything available offline')}>
            <span
              class="mini-bar"
              role="progressbar"
              aria-label={t('Sync progress')}
              aria-valuemin={0}
              aria-valuemax={r().total}
              aria-valuenow={r().done}
            >
              <span class="fill" style={{ width: `${r().total ? (r().done / r().total) * 100 : 0}%` }} />
            </span>
            {r().done}/{r().total}
          </span>
        )}
      </Show>
      <Show when={status()}>
        {(s) => (
          <span class="cell muted" title={t('Cache size on disk')}>
            CACHE {formatBytes(s().cacheBytes, locale())}
          </span>
        )}
      </Show>
      <Show when={unread() > 0}>
        <button
          type="button"
          class="cell alerts-unread"
          title={t('Alerts fired since you last looked: open ALRT (Alt+A)')}
          aria-label={t('{count} unread alert firings: open ALRT', { count: unread() })}
          onClick={() => workspace.open({ fn: 'ALRT' })}
        >
          ALRT {unread()}
        </button>
      </Show>
      <span class="spacer" />
      <Show when={info()}>
        {(i) => (
          <>
            <span class="cell minor" title={t('Transport')}>
              {i().transport.toUpperCase()}
            </span>
            <span class="cell muted minor" title={t('App version')}>
              v{i().appVersion}
            </span>
          </>
        )}
      </Show>
      <Show when={uptime() !== null}>
        <span class="cell muted minor" title={t('Core uptime')}>
          CORE {new Date((uptime() ?? 0) * 1000).toISOString().slice(11, 19)}
        </span>
      </Show>
      <span class={`cell link link-${link()}`} title={t('Link to the terminal core')}>
        ● {t(LINK_TEXT[link()])}
      </span>
      <span class="cell clock" title={t('Time on this machine, with its zone')}>
        {formatTime(now(), { seconds: true })}
      </span>
    </footer>
  );
}
