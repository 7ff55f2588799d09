// The frame of a tear sheet: pages, each headed by the security, the as-of time and the data
// source; a Save as PDF button (Ctrl+P). While its pane is focused the same pages are mounted at
// the document's top as well, where the print stylesheet prints them alone, light on paper.
import { createSignal, For, Show, type JSX } from 'solid-js';
import { Portal } from 'solid-js/web';
import { useApp } from '../../platform/context';
import { usePane } from '../../workspace/pane-context';
import { formatDateTime } from '../../format';
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
    return at ? formatDateTime(at) : 'not fetched yet';
  };
  const source = () => info()?.dataSource.label ?? cacheState().source;
  const save = () =>
    void printTear(client, `${props.code}-tear-sheet.pdf`, `${props.code} · ${props.name}`)
      .then(setSaid)
      .catch((error: unknown) => setSaid(`Not saved: ${error instanceof Error ? error.message : String(error)}`));
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'p') {
      event.preventDefault();
      save();
    }
  };
  const sheet = () => (
    <article class="tear-sheet" aria-label={`Tear sheet ${props.code}`}>
      <For each={props.pages}>
        {(page, index) => (
          <section class="tear-page">
            <header class="tear-head">
              <div>
                <span class="tear-code">{props.code}</span> <span class="tear-name">{props.name}</span>
                <div class="tear-what">{props.what}</div>
              </div>
              <div class="tear-stamp">
                <div>As of {asOf()}</div>
                <div>Source: {source()}</div>
                <div>
                  Page {index() + 1} of {props.pages.length}
                </div>
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
        <button type="button" class="dt-button" onClick={save} title="Save the tear sheet as a PDF (Ctrl+P)">
          Save as PDF
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
