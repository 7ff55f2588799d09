// The application shell: command line on top, the pane workspace, the calendar ticker and the
// status bar; help as an overlay. Loads what the shell needs once the link to main is up.
import { createEffect, createMemo, createSignal, on, onCleanup, Show, type JSX } from 'solid-js';
import type { AppSettings, SyncStatus, SystemInfo, WorkspaceState } from '../../../src-main/ipc/contract';
import type { Client } from '../api/typed-client';
import { AlertsRunner } from './AlertsRunner';
import { loadPrefs } from '../calendar/prefs-store';
import type { LinkState } from '../api/transport';
import { CommandLine, type CommandLineApi } from './CommandLine';
import { installDesktop } from './desktop/desktop-integration';
import { isFunctionCode, type FunctionCode } from '../commands/functions';
import { ScreenHelpPanel } from '../help/ScreenHelpPanel';
import { HelpContent } from '../screens/system/HelpScreen';
import { addFocusedSecurity } from '../watchlists/watchlist-store';
import { WatchlistToast } from '../screens/market/WatchlistToast';
import { Workspace } from './Workspace';
import { paneFromHash } from '../workspace/detached';
import { createWorkspaceStore } from '../workspace/workspace-store';
import { watchConnectionWhileVisible } from './connection-watch';
import { WorkspaceContext } from '../workspace/workspace-context';
import { AppContext, type AppContextValue } from '../platform/context';
import { sourceName } from '../platform/source-name';
import { language, languageOf, msg, numberLocaleOf, setLanguage, t } from '../i18n';
import { installFocusKeeper } from './focus-keeper';
import { installGlobalKeys, run, type GlobalKeyHandlers } from './global-keys';
import { StatusBar } from './StatusBar';
import { TickerStrip, type TickerApi } from './TickerStrip';

/** The lists a pane's security is found in again after a data source switch. */
const SECURITY_LISTS: ReadonlySet<string> = new Set(['shares', 'funds', 'events', 'countries']);

export function App(props: { client: Client }): JSX.Element {
  // eslint-disable-next-line solid/reactivity -- the client is fixed for the app's life
  const client = props.client;
  const [info, setInfo] = createSignal<SystemInfo>();
  const [settings, setSettings] = createSignal<AppSettings>();
  const [status, setStatus] = createSignal<SyncStatus>();
  const [stored, setStored] = createSignal<WorkspaceState>();
  const [link, setLink] = createSignal<LinkState>('connecting');
  const [problem, setProblem] = createSignal<string>();
  /** Why the last pane asked to go into its own window stayed here (e.g. too many windows). */
  // A pane action refused (a detach, a split without room) says why here.
  const [paneNotice, setPaneNotice] = createSignal<string | null>(null);
  /** The help overlay: every function and key ('all'), or one screen's help. */
  const [help, setHelp] = createSignal<'all' | FunctionCode | null>(null);
  let commandLine: CommandLineApi | undefined;
  /** A detached pane's window shows that pane alone (#pane=p2). */
  const onlyPane = paneFromHash(location.hash);
  let ticker: TickerApi | undefined;

  const load = () =>
    Promise.all([
      client.call('system.info'),
      client.call('settings.get'),
      client.call('sync.status'),
      stored() ? null : client.call('workspace.load'),
      client.call('prefs.get'),
    ]).then(
      ([i, s, st, ws, prefs]) => {
        loadPrefs(client, prefs);
        setInfo(i);
        setSettings(s);
        setStatus(st);
        if (ws) setStored(ws);
        setProblem(undefined);
      },
      (err: Error) => setProblem(err.message),
    );

  // (Re)load whenever the link to main comes up, so a restarted core is picked up by itself.
  onCleanup(
    // eslint-disable-next-line solid/reactivity -- a link listener runs on events, not in a tracked scope
    client.onLink((state) => {
      setLink(state);
      if (state === 'up') void load();
      else if (state === 'no-token') setProblem(msg('no access token: open the URL printed by "market-terminal serve"'));
      else if (state === 'down') setProblem(msg('the connection was refused or lost; retrying…'));
    }),
  );
  onCleanup(client.on('sync.status', setStatus));
  watchConnectionWhileVisible(client);

  // The UI language, from the setting (or the system's); the shell says it too (screen readers, hyphens).
  createEffect(() => setLanguage(languageOf(settings()?.language ?? 'system', navigator.languages)));

  const offline = () => link() !== 'up' || status()?.connection === 'offline';
  /** The data source this window reads: a switch made in another window arrives with the status. */
  const source = () => status()?.source ?? info()?.dataSource.key;
  createEffect(
    on(source, (key) => {
      if (key !== undefined && info() !== undefined && key !== info()?.dataSource.key) void client.call('system.info').then(setInfo);
    }),
  );

  return (
    <Show
      when={stored()}
      fallback={
        <div class="shell">
          <header class="titlebar" role="banner">
            <span class="brand">MARKET TERMINAL</span>
          </header>
          <main class="boot">
            <Show when={problem()} fallback={<span class="muted">{t('Connecting to the terminal core…')}</span>}>
              <div class="error-banner" role="alert">
                {t('Cannot reach the terminal core: {problem}', { problem: t(problem() ?? '') })}
              </div>
            </Show>
          </main>
        </div>
      }
    >
      {(ws) => {
        const workspace = createWorkspaceStore(client, ws(), source);
        // Securities a pane kept from another source are found again by code once this one has them.
        createEffect(on(source, () => void workspace.rebind()));
        onCleanup(client.on('data.updated', (u) => SECURITY_LISTS.has(u.dataset) && void workspace.rebind()));
        const context: AppContextValue = {
          client,
          info,
          settings,
          setSettings,
          refreshInfo: () => void client.call('system.info').then(setInfo),
          status,
          link,
          locale: () => numberLocaleOf(settings()?.numberLocale ?? 'auto', language()),
          offline,
          source,
          cacheState: () => {
            const i = info();
            return { offline: offline(), source: i ? sourceName(i.dataSource) : t('the data source') };
          },
        };
        if (onlyPane && workspace.layout().panes[onlyPane]) workspace.focus(onlyPane);
        const focusPane = () => workspace.focus(workspace.layout().focused);
        const keys: GlobalKeyHandlers = {
          workspace,
          openCommandLine: (initial) => commandLine?.focus(initial),
          toggleHelp: () => setHelp(help() === 'all' ? null : 'all'),
          toggleScreenHelp: () => {
            const fn = workspace.layout().panes[workspace.layout().focused]?.screen.fn ?? 'HELP';
            setHelp(help() !== null && help() !== 'all' ? null : isFunctionCode(fn) ? fn : 'all');
          },
          addToWatchlist: () => void addFocusedSecurity(client, workspace),
          detachPane: () => desktop.toggleDetach(),
          focusTicker: () => ticker?.focus(),
          openChanges: () => workspace.open({ fn: 'CHG' }),
          say: setPaneNotice,
        };
        const desktop = installDesktop({
          client,
          workspace,
          onlyPane,
          runAction: (action) => run(action, keys),
          setTheme: (theme) => void client.call('settings.update', { theme }).then(setSettings, (err: Error) => setProblem(err.message)),
          refreshSettings: () => void client.call('settings.get').then(setSettings, () => undefined), // the link state reports outages
          say: setPaneNotice,
        });
        onCleanup(installGlobalKeys(keys));
        onCleanup(installFocusKeeper());
        // What the panes did next makes a refusal old news.
        createEffect(on(workspace.layout, () => setPaneNotice(null), { defer: true }));
        // Help is about where the trader was: another screen in the focused pane (a command typed
        // over the help) closes it, rather than leave it over a screen it does not describe.
        const focusedScreen = createMemo(() => {
          const layout = workspace.layout();
          const screen = layout.panes[layout.focused]?.screen;
          return screen ? `${screen.fn} ${screen.security?.kind ?? ''} ${screen.security?.id ?? ''}` : '';
        });
        createEffect(on(focusedScreen, () => setHelp(null), { defer: true }));
        // Focus goes into the help shown (again when it switches from one screen's help to all of it).
        let overlay: HTMLDivElement | undefined;
        createEffect(
          on(help, (shown) => {
            if (shown) queueMicrotask(() => overlay?.querySelector<HTMLElement>('[data-autofocus], [role="grid"]')?.focus());
          }),
        );
        return (
          <AppContext.Provider value={context}>
            <WorkspaceContext.Provider value={workspace}>
              {/* A new language draws the shell again: words written once (column headers, keys) too. */}
              <Show when={language()} keyed>
                {(lang) => (
                  <div class="shell" lang={lang} classList={{ 'theme-light': settings()?.theme === 'light' }}>
                    <header class="titlebar" role="banner">
                      <span class="brand">MARKET TERMINAL</span>
                      <CommandLine api={(api) => (commandLine = api)} onLeave={focusPane} onHelp={(fn) => setHelp(fn ?? 'all')} />
                    </header>
                    <div class="banners">
                      <Show when={problem()}>
                        <div class="error-banner" role="alert">
                          {t('Cannot reach the terminal core: {problem}', { problem: t(problem() ?? '') })}
                        </div>
                      </Show>
                      <Show when={paneNotice()}>
                        <div class="notice" role="status">
                          {paneNotice()}
                        </div>
                      </Show>
                      <Show when={(info()?.notices.length ?? 0) > 0}>
                        <div class="notice" role="status">
                          {info()?.notices.join(' ')}
                        </div>
                      </Show>
                    </div>
                    <main class="workspace">
                      <Workspace onlyPane={onlyPane} />
                    </main>
                    <TickerStrip api={(api) => (ticker = api)} onLeave={focusPane} />
                    <StatusBar onOpenChanges={() => keys.openChanges()} />
                    <WatchlistToast />
                    <AlertsRunner />
                    <Show when={help()}>
                      {(shown) => (
                        <div
                          ref={overlay}
                          class="overlay"
                          role="dialog"
                          aria-modal="true"
                          aria-label={t('Help')}
                          onKeyDown={(e) => {
                            if (e.key === 'Escape' || e.key === '?') {
                              e.preventDefault();
                              e.stopPropagation();
                              // ? from one screen's help goes on to every key; Esc (or ? again) closes.
                              setHelp(e.key === '?' && help() !== 'all' ? 'all' : null);
                              if (!help()) focusPane();
                            }
                          }}
                        >
                          <div class="overlay-panel">
                            <header class="pane-header">
                              <span class="pane-fn">{shown() === 'all' ? 'HELP' : `${shown()} ?`}</span>
                              <span class="pane-title">
                                {shown() === 'all' ? t('Functions and shortcuts') : t('Keys and figures of this screen')}
                              </span>
                              <span class="spacer" />
                              <span class="muted">{t('Esc closes')}</span>
                            </header>
                            <Show
                              when={shown() !== 'all' && (shown() as FunctionCode)}
                              fallback={
                                <HelpContent
                                  onOpenFunction={(fn) => {
                                    if (!fn.targets.includes('none')) return;
                                    setHelp(null);
                                    workspace.open({ fn: fn.code });
                                  }}
                                />
                              }
                            >
                              {(code) => <ScreenHelpPanel code={code()} />}
                            </Show>
                          </div>
                        </div>
                      )}
                    </Show>
                  </div>
                )}
              </Show>
            </WorkspaceContext.Provider>
          </AppContext.Provider>
        );
      }}
    </Show>
  );
}
