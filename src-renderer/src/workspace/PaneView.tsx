// One pane: a labelled region with a header (function, security, link group, as-of) and its screen.
import { createEffect, createSignal, ErrorBoundary, on, Show, Suspense, type JSX } from 'solid-js';
import { Dynamic } from 'solid-js/web';
import { useApp } from '../app/context';
import { functionDef } from '../commands/functions';
import { formatAsOf } from '../format/as-of';
import { SCREENS } from '../screens/registry';
import type { PaneState } from './layout';
import { PaneContext, type PaneContextValue } from './pane-context';
import { screenForSecurity } from './workspace-store';

export function PaneView(props: { pane: PaneState; focused: boolean; maximized: boolean }): JSX.Element {
  const { workspace, offline } = useApp();
  const [asOf, setAsOfSignal] = createSignal<{ at: string | null; stale: boolean } | null>(null);
  let body!: HTMLDivElement;

  const def = () => functionDef(props.pane.screen.fn);
  const title = () => {
    const s = props.pane.screen.security;
    return `${s ? `${s.code} ` : ''}${props.pane.screen.fn} — ${def()?.title ?? ''}${s ? ` · ${s.title}` : ''}`;
  };
  const context: PaneContextValue = {
    paneId: props.pane.id,
    screen: () => props.pane.screen,
    active: () => props.focused,
    setAsOf: (at, stale) => setAsOfSignal({ at, stale }),
    openSecurity: (security, fn) => workspace.open(fn ? { fn, security } : screenForSecurity(props.pane.screen, security), props.pane.id),
  };

  // A new screen starts without an as-of until it reports one.
  createEffect(on(() => props.pane.screen, () => setAsOfSignal(null), { defer: true }));
  // Keyboard focus follows the focused pane: into its first focusable control, else the pane itself.
  createEffect(() => {
    if (!props.focused) return;
    void props.pane.screen;
    queueMicrotask(() => {
      if (body.contains(document.activeElement)) return;
      const target = body.querySelector<HTMLElement>('[data-autofocus], [role="grid"], input, button, [tabindex="0"]');
      (target ?? body).focus({ preventScroll: true });
    });
  });

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
        <Show when={props.pane.link}>{(group) => <span class={`link-dot link-${group()}`} title={`Linked: ${group()} group`} />}</Show>
        <span class="pane-fn">{props.pane.screen.fn}</span>
        <Show when={props.pane.screen.security}>{(s) => <span class="pane-security">{s().code}</span>}</Show>
        <span class="pane-title">
          {def()?.title}
          <Show when={props.pane.screen.security}>{(s) => <span class="muted"> · {s().title}</span>}</Show>
        </span>
        <span class="spacer" />
        <Show when={asOf()}>
          {(a) => (
            <span class="as-of" classList={{ stale: a().stale || offline() }} title="Time of the data shown">
              {formatAsOf(a().at)}
              <Show when={offline()} fallback={<Show when={a().stale}> · STALE</Show>}>
                {' '}· OFFLINE
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
          <Show when={!needsSecurity()} fallback={<div class="screen-empty">Type a security for {props.pane.screen.fn}, e.g. "SNTS {props.pane.screen.fn}".</div>}>
            <ErrorBoundary fallback={(err: Error) => <div class="screen-empty" role="alert">This screen failed: {err.message}</div>}>
              <Suspense fallback={<div class="screen-empty muted">Loading…</div>}>
                <Dynamic component={SCREENS[props.pane.screen.fn]} />
              </Suspense>
            </ErrorBoundary>
          </Show>
        </PaneContext.Provider>
      </div>
    </section>
  );
}
