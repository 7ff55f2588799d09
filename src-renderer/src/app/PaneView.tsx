// One pane: a labelled region with a header (function, security, link group, as-of) and its screen.
import { createEffect, createSignal, ErrorBoundary, on, onCleanup, Show, type JSX } from 'solid-js';
import { Dynamic } from 'solid-js/web';
import { t } from '../i18n';
import { useNow } from '../platform/clock';
import { useApp } from '../platform/context';
import { sourceName } from '../platform/source-name';
import { cachedSecurities } from '../commands/cached-securities';
import { functionDef, targetWords } from '../commands/functions';
import { formatAsOf } from '../format/as-of';
import type { KeptChart } from '../chart/price-chart';
import { screenFor } from './registry';
import { workspaceArea } from './global-keys';
import type { PaneState } from '../workspace/layout';
import { createChartKeeper } from '../workspace/chart-keeper';
import { PaneContext, type PaneContextValue } from '../workspace/pane-context';
import { isMonitor, namedScreen, screenForSecurity } from '../workspace/links';
import { isForeign } from '../workspace/source-binding';
import { useWorkspace } from '../workspace/workspace-context';

/** A text field outside the panes that holds text (the next command): the trader is typing there. */
const typingOutsidePanes = (el: Element | null): boolean =>
  (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.value !== '' && el.closest('section.pane') === null;

/** How long a list's cursor rests on a row before the linked panes follow: holding j does not flood them. */
const FOLLOW_DELAY_MS = 180;

export function PaneView(props: { pane: PaneState; focused: boolean; maximized: boolean }): JSX.Element {
  const { client, offline, source, info } = useApp();
  const workspace = useWorkspace();
  const examples = cachedSecurities(client);
  const [asOf, setAsOfSignal] = createSignal<{ at: string | null; stale: boolean } | null>(null);
  const now = useNow(60_000); // only to drop the date once the fetch is from today
  let body!: HTMLDivElement;

  const def = () => functionDef(props.pane.screen.fn);
  const title = () => {
    const s = props.pane.screen.security;
    return `${s ? `${s.code} ` : ''}${props.pane.screen.fn} — ${t(def()?.title ?? '')}${s ? ` · ${s.title}` : ''}`;
  };
  let followTimer: ReturnType<typeof setTimeout> | undefined;
  onCleanup(() => clearTimeout(followTimer));
  // Cleanups run children first: a closing pane's screen parks its chart, then this removes it.
  const charts = createChartKeeper<KeptChart>();
  onCleanup(() => charts.dispose());
  const chartLot = document.createElement('div');
  chartLot.className = 'chart-lot';
  chartLot.setAttribute('aria-hidden', 'true');
  const context: PaneContextValue = {
    // eslint-disable-next-line solid/reactivity -- a pane view lives for one pane id (keyed by it)
    paneId: props.pane.id,
    screen: () => props.pane.screen,
    link: () => props.pane.link,
    active: () => props.focused,
    setAsOf: (at, stale) => setAsOfSignal({ at, stale }),
    asOf: () => asOf()?.at ?? null,
    openSecurity: (security, fn, at) =>
      isMonitor(props.pane.screen)
        ? workspace.openFromList(props.pane.id, security, fn, at, workspaceArea())
        : workspace.open(fn ? namedScreen(fn, security, at) : screenForSecurity(props.pane.screen, security), props.pane.id),
    followSecurity: (security) => {
      clearTimeout(followTimer);
      followTimer = setTimeout(() => workspace.follow(props.pane.id, security), FOLLOW_DELAY_MS);
    },
    charts,
    chartLot,
  };

  // A new screen starts without an as-of until it reports one.
  // (Other layout changes re-run this too: only a different screen counts.)
  createEffect(
    on(
      () => props.pane.screen,
      (screen, previous) => screen !== previous && setAsOfSignal(null),
      { defer: true },
    ),
  );
  // Keyboard focus follows the focused pane: into the screen's main control (what it marks with
  // data-autofocus, else its table, else its first control), else the pane itself. A screen may
  // still be drawing its data, so the main control is looked for over a few frames.
  const focusTarget = (): HTMLElement | null => {
    for (const selector of ['[data-autofocus]', '[role="grid"]', 'input, select, button, [tabindex="0"]']) {
      const found = body.querySelector<HTMLElement>(selector);
      if (found) return found;
    }
    return null;
  };
  createEffect(() => {
    if (!props.focused) return;
    void props.pane.screen;
    let frames = 0;
    const attempt = () => {
      const active = document.activeElement;
      if (!props.focused || (active !== body && body.contains(active)) || typingOutsidePanes(active)) return;
      // Later tries only fill a void: focus the user put elsewhere (the command line) stays there.
      if (frames > 0 && active !== body && active !== document.body && active !== null) return;
      const target = focusTarget();
      if (target) return target.focus({ preventScroll: true });
      if (active !== body) body.focus({ preventScroll: true });
      if (++frames < 12) requestAnimationFrame(attempt);
    };
    queueMicrotask(attempt);
  });

  /** A security kept from another data source, not (yet) found in this one: its id means nothing here. */
  const foreign = () => {
    const security = props.pane.screen.security;
    const key = source();
    return security && key !== undefined && isForeign(security, key) ? security : null;
  };

  const foreignSource = () => {
    const i = info();
    return i ? sourceName(i.dataSource) : t('this data source');
  };

  const needsSecurity = () => {
    const targets = def()?.targets ?? [];
    return !targets.includes('none') && !props.pane.screen.security;
  };

  return (
    <section
      class="pane"
      classList={{ focused: props.focused, maximized: props.maximized }}
      role="region"
      aria-label={title()}
      onMouseDown={() => !props.focused && workspace.focus(props.pane.id)}
    >
      <header class="pane-header">
        <Show when={props.pane.link}>
          {(group) => <span class={`link-dot link-${group()}`} title={t('Linked: {group} group', { group: group() })} />}
        </Show>
        <span class="pane-fn">{props.pane.screen.fn}</span>
        <Show when={props.pane.screen.security}>{(s) => <span class="pane-security">{s().code}</span>}</Show>
        <span class="pane-title">
          {t(def()?.title ?? '')}
          <Show when={props.pane.screen.security}>{(s) => <span class="muted"> · {s().title}</span>}</Show>
        </span>
        <span class="spacer" />
        {/* A security not (yet) in this source shows no data, so no age either. */}
        <Show when={!foreign() && asOf()}>
          {(a) => (
            <span class="as-of" classList={{ stale: a().stale || offline() }} title={t('When the data shown was fetched from the service')}>
              {formatAsOf(a().at, now())}
              <Show when={offline()} fallback={<Show when={a().stale}> · {t('STALE')}</Show>}>
                {' '}
                · {t('OFFLINE')}
              </Show>
            </span>
          )}
        </Show>
        <Show when={props.maximized}>
          <span class="badge">MAX</span>
        </Show>
      </header>
      <div class="pane-body" ref={body} tabindex="-1">
        <PaneContext.Provider value={context}>
          <Show
            when={!needsSecurity()}
            fallback={
              <div class="screen-empty">
                {t('{fn} needs {what}', { fn: props.pane.screen.fn, what: targetWords(props.pane.screen.fn) })}
                <Show when={examples.exampleFor(props.pane.screen.fn)}>
                  {(example) => t(': type one, e.g. "{example}"', { example: example() })}
                </Show>
                .
              </div>
            }
          >
            <Show
              when={!foreign()}
              fallback={
                <div class="screen-empty" role="status">
                  {t(
                    '{code} is not in the cache of {source} yet: it opens here once the lists are synced from there, if that service has it. Pick another security, or press Alt+[ to go back.',
                    { code: foreign()?.code ?? '', source: foreignSource() },
                  )}
                </div>
              }
            >
              <ErrorBoundary
                fallback={(err: Error) => (
                  <div class="screen-empty" role="alert">
                    {t('This screen failed: {error}', { error: err.message })}
                  </div>
                )}
              >
                {/* No Suspense: screens render from the cache at once and update in place when data lands. */}
                <Dynamic component={screenFor(props.pane.screen.fn)} />
              </ErrorBoundary>
            </Show>
          </Show>
        </PaneContext.Provider>
      </div>
      {chartLot}
    </section>
  );
}
