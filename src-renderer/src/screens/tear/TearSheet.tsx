// The frame of a tear sheet: pages, each headed by the security, the as-of time and the data
// source; a Save as PDF button (Ctrl+P). While its pane is focused the same pages are mounted at
// the document's top as well, where the print stylesheet prints them alone, light on paper.
import { createSignal, For, Show, type JSX } from 'solid-js';
import { Portal } from 'solid-js/web';
import { useApp } from '../../platform/context';
import { usePane } from '../../workspace/pane-context';
import { formatDateTime } from '../../format';
import { t } from '../../i18n';
import { printTear } from './print';
import './tear.css';

export interface TearProps {
  code: string;
  name: string;
  /** "Share · Euronext Paris · EUR": what the security is, under its name. */
  what: string;
  /** The pages, each drawn twice (pane and print), so each is a function. */
  pages: readonly (() => JSX.Element)[];
}

export function TearSheet(props: TearProps): JSX.Element {
  const { client, info, cacheState } = useApp();
  const pane = usePane();
  const [said, setSaid] = createSignal('');
  const asOf = () => {
    const at = pane.asOf();
    return at ? formatDateTime(at) : t('not fetched yet');
  };
  const source = () => info()?.dataSource.label ?? cacheState().source;
  const save = () =>
    void printTear(client, `${props.code}-tear-sheet.pdf`, `${props.code} · ${props.name}`)
      .then(setSaid)
      .catch((error: unknown) => setSaid(t('Not saved: {reason}', { reason: error instanceof Error ? error.message : String(error) })));
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'p') {
      event.preventDefault();
      save();
    }
  };
  const sheet = () => (
    <article class="tear-sheet" aria-label={t('Tear sheet {code}', { code: props.code })}>
      <For each={props.pages}>
        {(page, index) => (
          <section class="tear-page">
            <header class="tear-head">
              <div>
                <span class="tear-code">{props.code}</span> <span class="tear-name">{props.name}</span>
                <div class="tear-what">{props.what}</div>
              </div>
              <div class="tear-stamp">
                <div>{t('As of {time}', { time: asOf() })}</div>
                <div>{t('Source: {source}', { source: source() })}</div>
                <div>{t('Page {page} of {pages}', { page: index() + 1, pages: props.pages.length })}</div>
              </div>
            </header>
            {page()}
          </section>
        )}
      </For>
    </article>
  );
  return (
    <div class="tear" tabindex="0" data-autofocus onKeyDown={onKeyDown}>
      <div class="tear-tools">
        <button type="button" class="dt-button" onClick={save} title={t('Save the tear sheet as a PDF (Ctrl+P)')}>
          {t('Save as PDF')}
        </button>
        <span class="muted" role="status">
          {said()}
        </span>
      </div>
      {sheet()}
      <Show when={pane.active()}>
        <Portal
          mount={document.body}
          ref={(holder: HTMLDivElement) => {
            holder.className = 'tear-print';
            holder.setAttribute('aria-hidden', 'true');
          }}
        >
          {sheet()}
        </Portal>
      </Show>
    </div>
  );
}
