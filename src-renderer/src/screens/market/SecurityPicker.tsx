// An inline search box for one share or fund: type a mnemonic, name or ISIN, pick with the arrows
// and Enter, Esc leaves. Searches the local cache, so it works offline.
import { createSignal, For, onMount, Show, type JSX } from 'solid-js';
import type { SearchHit } from '../../../../src-main/ipc/contract';
import { useApp } from '../../app/context';
import { hitCode, rankHits, WATCH_KINDS, type WatchKind } from './security-search';
import './market.css';

let pickers = 0;
const PER_KIND = 8;

export function SecurityPicker(props: {
  label: string;
  onPick: (hit: SearchHit & { kind: WatchKind }) => void;
  onCancel: () => void;
}): JSX.Element {
  const { client } = useApp();
  const uid = `picker${++pickers}`;
  const [hits, setHits] = createSignal<(SearchHit & { kind: WatchKind })[]>([]);
  const [active, setActive] = createSignal(0);
  const [searched, setSearched] = createSignal('');
  let input!: HTMLInputElement;
  let request = 0;
  let pending: Promise<void> = Promise.resolve();

  const search = (text: string) => {
    const id = ++request;
    pending = (async () => {
      const found =
        text.trim() === ''
          ? []
          : await Promise.all(
              WATCH_KINDS.map((kind) => client.call('search.query', { text, kind, limit: PER_KIND }).catch((): SearchHit[] => [])),
            );
      if (id !== request) return;
      setHits(rankHits(text, found.flat()));
      setActive(0);
      setSearched(text.trim());
    })();
  };
  // Enter right after typing picks from the answer to what was typed, not from an older one.
  const pick = () =>
    // eslint-disable-next-line solid/reactivity -- called from key and click handlers, with the hits of that moment
    void pending.then(() => {
      const hit = hits()[active()];
      if (hit) props.onPick(hit);
    });

  const onKeyDown = (event: KeyboardEvent) => {
    const count = hits().length;
    if (event.key === 'ArrowDown' && count) setActive((active() + 1) % count);
    else if (event.key === 'ArrowUp' && count) setActive((active() - 1 + count) % count);
    else if (event.key === 'Enter') pick();
    else if (event.key === 'Escape') props.onCancel();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  onMount(() => input.focus());

  return (
    <div class="picker">
      <input
        ref={input}
        type="text"
        role="combobox"
        aria-label={props.label}
        aria-expanded={hits().length > 0}
        aria-controls={`${uid}-list`}
        aria-activedescendant={hits().length ? `${uid}-${active()}` : undefined}
        aria-autocomplete="list"
        placeholder="Mnemonic, name or ISIN"
        spellcheck={false}
        autocomplete="off"
        onInput={(event) => search(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <Show when={searched() !== ''}>
        <ul class="popup-list picker-list" id={`${uid}-list`} role="listbox" aria-label={`${props.label}: matches`}>
          <For each={hits()} fallback={<li class="picker-option muted">No share or fund in the cache matches “{searched()}”</li>}>
            {(hit, i) => (
              <li
                id={`${uid}-${i()}`}
                role="option"
                aria-selected={i() === active()}
                class="picker-option"
                classList={{ active: i() === active() }}
                onMouseDown={(event) => {
                  event.preventDefault();
                  props.onPick(hit);
                }}
              >
                <span class="code">{hitCode(hit)}</span>
                <span class="title">{hit.title}</span>
                <span class="kind">{hit.kind === 'share' ? 'SHARE' : 'FUND'}</span>
              </li>
            )}
          </For>
        </ul>
      </Show>
    </div>
  );
}
