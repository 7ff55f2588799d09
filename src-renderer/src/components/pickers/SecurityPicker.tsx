// An inline search box for one share or fund: type a mnemonic, name or ISIN, pick with the arrows
// and Enter, Esc leaves. Searches the local cache, so it works offline.
import { createSignal, For, onCleanup, type JSX } from 'solid-js';
import type { SearchHit } from '../../../../src-main/ipc/contract';
import { t } from '../../i18n';
import { useApp } from '../../platform/context';
import { hitCode, noMatchText, rankHits, WATCH_KINDS, type WatchKind } from './security-search';
import { PickerBox } from './PickerBox';
import { PickerOption } from './PickerOption';
import '../../styles/lists.css';

const PER_KIND = 8;

type WatchHit = SearchHit & { kind: WatchKind };

/** What Enter picked: the hit, once the search for what was typed answered (null: no match). */
export interface PickedSecurity {
  typed: string;
  hit: Promise<WatchHit | null>;
}

/**
 * `onPick` comes at once on Enter, before the search may have answered: the owner closes the picker
 * then, so keys typed next (the next `a`) reach the owner, not this box; see inPickOrder.
 */
export function SecurityPicker(props: { label: string; onPick: (pick: PickedSecurity) => void; onCancel: () => void }): JSX.Element {
  const { client } = useApp();
  const [hits, setHits] = createSignal<WatchHit[]>([]);
  const [active, setActive] = createSignal(0);
  const [searched, setSearched] = createSignal('');
  let input!: HTMLInputElement;
  let request = 0;
  /** The answer for what is typed now, shown or still on its way. */
  let answer: Promise<WatchHit[]> = Promise.resolve([]);

  const search = (text: string) => {
    const id = ++request;
    answer =
      text.trim() === ''
        ? Promise.resolve([])
        : Promise.all(
            WATCH_KINDS.map((kind) => client.call('search.query', { text, kind, limit: PER_KIND }).catch((): SearchHit[] => [])),
          ).then((found) => rankHits(text, found.flat()));
    void answer.then((found) => {
      if (id !== request) return;
      setHits(found);
      setActive(0);
      setSearched(text.trim());
    });
  };
  // The highlighted row when the list shows the answer to what was typed; otherwise that answer's
  // first, which the list would have highlighted (rows of an older answer were never the choice).
  const pick = () => {
    const typed = input.value.trim();
    if (typed === '') return;
    const shown = hits();
    const at = active();
    props.onPick({ typed, hit: answer.then((found) => (found === shown ? found[at] : found[0]) ?? null) });
  };

  // A name typed before the share or fund list was cached (a first start) is searched again when
  // one lands, instead of staying "no match" until the next key.
  onCleanup(
    client.on('data.updated', ({ dataset }) => {
      if ((dataset === 'shares' || dataset === 'funds') && input.value.trim() !== '') search(input.value);
    }),
  );

  return (
    <PickerBox
      label={props.label}
      placeholder={t('Mnemonic, name or ISIN')}
      listLabel={t('{label}: matches', { label: props.label })}
      count={hits().length}
      open={searched() !== ''}
      active={active()}
      onActive={setActive}
      onInput={search}
      onEnter={pick}
      onCancel={props.onCancel}
      input={(el) => (input = el)}
    >
      {(optionId) => (
        <For each={hits()} fallback={<li class="picker-option muted">{noMatchText(searched())}</li>}>
          {(hit, i) => (
            <PickerOption
              id={optionId(i())}
              active={i() === active()}
              onPick={() => props.onPick({ typed: searched(), hit: Promise.resolve(hit) })}
            >
              <span class="code">{hitCode(hit)}</span>
              <span class="title">{hit.title}</span>
              <span class="kind">{hit.kind === 'share' ? t('SHARE') : t('FUND')}</span>
            </PickerOption>
          )}
        </For>
      )}
    </PickerBox>
  );
}
