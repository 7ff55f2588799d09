// Picks one of the user's portfolios for CMP: type part of its name, walk the matches with the
// arrows, Enter picks, Esc leaves. The list is read once from the home file (works offline).
import { createMemo, createResource, createSignal, For, onMount, Show, type JSX } from 'solid-js';
import type { Portfolio } from '../../../../src-main/ipc/contract';
import { t } from '../../i18n';
import { useApp } from '../../platform/context';
import { PickerOption } from '../../components/pickers/PickerOption';
import '../../styles/lists.css';

let pickers = 0;

export function PortfolioPicker(props: { onPick: (portfolio: Portfolio) => void; onCancel: () => void }): JSX.Element {
  const { client } = useApp();
  const uid = `portfolios${++pickers}`;
  const [portfolios] = createResource(() => client.call('portfolio.list'));
  const [typed, setTyped] = createSignal('');
  const [active, setActive] = createSignal(0);
  const matches = createMemo(() => {
    const text = typed().trim().toLowerCase();
    return (portfolios() ?? []).filter((p) => p.name.toLowerCase().includes(text));
  });
  let input!: HTMLInputElement;

  const onKeyDown = (event: KeyboardEvent) => {
    const count = matches().length;
    if (event.key === 'ArrowDown' && count) setActive((active() + 1) % count);
    else if (event.key === 'ArrowUp' && count) setActive((active() - 1 + count) % count);
    else if (event.key === 'Enter') {
      const picked = matches()[active()];
      if (picked) props.onPick(picked);
    } else if (event.key === 'Escape') props.onCancel();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  onMount(() => input.focus());

  const emptyText = () =>
    portfolios.loading
      ? t('Reading the portfolios…')
      : (portfolios()?.length ?? 0) === 0
        ? t('No portfolio yet: PORT creates one (Alt+N)')
        : t('No portfolio has that name');

  return (
    <div class="picker">
      <input
        ref={input}
        type="text"
        role="combobox"
        aria-label={t('Add a portfolio to the comparison')}
        aria-expanded={matches().length > 0}
        aria-controls={`${uid}-list`}
        aria-activedescendant={matches().length ? `${uid}-${active()}` : undefined}
        aria-autocomplete="list"
        placeholder={t('Portfolio name')}
        spellcheck={false}
        autocomplete="off"
        onInput={(event) => {
          setTyped(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul class="popup-list picker-list" id={`${uid}-list`} role="listbox" aria-label={t('Portfolios')}>
        <For each={matches()} fallback={<li class="picker-option muted">{emptyText()}</li>}>
          {(portfolio, i) => (
            <PickerOption id={`${uid}-${i()}`} active={i() === active()} onPick={() => props.onPick(portfolio)}>
              <span class="code">{portfolio.name}</span>
              <Show when={portfolio.transactions === 0}>
                <span class="title muted">{t('no transactions')}</span>
              </Show>
              <span class="kind">{t('PORTFOLIO')}</span>
            </PickerOption>
          )}
        </For>
      </ul>
    </div>
  );
}
