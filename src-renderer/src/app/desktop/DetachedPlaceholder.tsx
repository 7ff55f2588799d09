// Where a detached pane sat in the main window: says where it went and how to bring it back.
import { createEffect, Show, type JSX } from 'solid-js';
import { t } from '../../i18n';
import { displayKey } from '../../commands/keymap';
import type { PaneState } from '../../workspace/layout';
import { useWorkspace } from '../../workspace/workspace-context';

const isMac = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform);

export function DetachedPlaceholder(props: { pane: PaneState; focused: boolean }): JSX.Element {
  const workspace = useWorkspace();
  let body!: HTMLDivElement;
  createEffect(() => {
    if (props.focused && !body.contains(document.activeElement)) body.focus({ preventScroll: true });
  });
  const name = () => `${props.pane.screen.security ? `${props.pane.screen.security.code} ` : ''}${props.pane.screen.fn}`;
  return (
    <section
      class="pane detached-pane"
      classList={{ focused: props.focused }}
      role="region"
      aria-label={t('{pane} — in its own window', { pane: name() })}
      onMouseDown={() => !props.focused && workspace.focus(props.pane.id)}
    >
      <header class="pane-header">
        <span class="pane-fn">{props.pane.screen.fn}</span>
        <Show when={props.pane.screen.security}>{(s) => <span class="pane-security">{s().code}</span>}</Show>
        <span class="pane-title muted">{t('in its own window')}</span>
      </header>
      <div class="pane-body screen-empty" ref={body} tabindex="-1">
        {t('{pane} is in its own window. {key} here brings it back.', { pane: name(), key: displayKey('Mod+D', isMac) })}
      </div>
    </section>
  );
}
