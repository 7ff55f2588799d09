// Picks one of the user's portfolios for CMP: type part of its name, walk the matches with the
// arrows, Enter picks, Esc leaves. The list is read once from the home file (works offline).
import { createMemo, createResource, createSignal, For, Show, type JSX } from 'solid-js';
import type { Portfolio } from '../../../../src-main/ipc/contract';
import { t } from '../../i18n';
import { useApp } from '../../platform/context';
import { PickerBox } from '../../components/pickers/PickerBox';
import { PickerOption } from '../../components/pickers/PickerOption';
import '../../styles/lists.css';

export function PortfolioPicker(props: { onPick: (portfolio: Portfolio) => void; onCancel: () => void }): JSX.Element {
  const { client } = useApp();
  const [portfolios] = createResource(() => client.call('portfolio.list'));
  const [typed, setTyped] = createSignal('');
  const [active, setActive] = createSignal(0);
  const matches = createMemo(() => {
    const text = typed().trim().toLowerCase();
    return (portfolios() ?? []).filter((p) => p.name.toLowerCase().includes(text));
  });
  const pick = () => {
    const picked = matches()[active()];
    if (picked) props.onPick(picked);
  };

  const emptyText = () =>
    portfolios.loading
      ? t('Reading the portfolios…')
      : (portfolios()?.length ?? 0) === 0
        ? t('No portfolio yet: PORT creates one (Alt+N)')
        : t('No portfolio has that name');

  return (
    <PickerBox
      label={t('Add a portfolio to the comparison')}
      placeholder={t('Portfolio name')}
      listLabel={t('Portfolios')}
      count={matches().length}
      open
      active={active()}
      onActive={setActive}
      onInput={(text) => {
        setTyped(text);
        setActive(0);
      }}
      onEnter={pick}
      onCancel={props.onCancel}
    >
      {(optionId) => (
        <For each={matches()} fallback={<li class="picker-option muted">{emptyText()}</li>}>
          {(portfolio, i) => (
            <PickerOption id={optionId(i())} active={i() === active()} onPick={() => props.onPick(portfolio)}>
              <span class="code">{portfolio.name}</span>
              <Show when={portfolio.transactions === 0}>
                <span class="title muted">{t('no transactions')}</span>
              </Show>
              <span class="kind">{t('PORTFOLIO')}</span>
            </PickerOption>
          )}
        </For>
      )}
    </PickerBox>
  );
}
