// PORT's toolbar: the portfolios as tabs ([ and ] switch), the three views (p t g), the actions
// with their keys.
import { For, type JSX } from 'solid-js';
import type { Portfolio } from '../../../../src-main/ipc/contract';
import { ListActions, ListTabs, type ListAction } from '../../components/ListBar';
import { msg, t } from '../../i18n';
import '../../styles/lists.css';

export type PortView = 'positions' | 'transactions' | 'value';
export type PortAction = 'add' | 'import' | 'new' | 'rename' | 'delete';

const VIEWS: { view: PortView; label: string; key: string }[] = [
  { view: 'positions', label: msg('Positions'), key: 'P' },
  { view: 'transactions', label: msg('Transactions'), key: 'T' },
  { view: 'value', label: msg('Value'), key: 'G' },
];

const ACTIONS: ListAction<PortAction>[] = [
  { action: 'add', label: msg('Add'), key: 'A', title: msg('Add a transaction') },
  { action: 'import', label: msg('Import'), key: 'I', title: msg('Import transactions from CSV') },
  { action: 'new', label: msg('New'), key: 'Alt+N', title: msg('Create a portfolio') },
  { action: 'rename', label: msg('Rename'), key: 'F2', title: msg('Rename this portfolio or change its currency label') },
  { action: 'delete', label: msg('Delete'), key: '⇧Del', title: msg('Delete this portfolio and its transactions') },
];

export function PortfolioBar(props: {
  portfolios: readonly Portfolio[];
  current: number | null;
  view: PortView;
  locale: string;
  onSwitch: (id: number) => void;
  onView: (view: PortView) => void;
  onAction: (action: PortAction) => void;
}): JSX.Element {
  return (
    <div class="wl-bar">
      <ListTabs
        label={t('Portfolios')}
        lists={props.portfolios}
        name={(p) => p.name}
        count={(p) => p.transactions}
        title={(p) =>
          t('{name}: {count} transactions, currency label {currency}', { name: p.name, count: p.transactions, currency: p.currency })
        }
        selected={(p) => p.id === props.current}
        onSwitch={(p) => props.onSwitch(p.id)}
        switchTitle={t('Previous / next portfolio')}
        locale={props.locale}
      />
      <div class="wl-tabs port-views" role="tablist" aria-label={t('Views')}>
        <For each={VIEWS}>
          {(v) => (
            <button
              type="button"
              role="tab"
              tabindex="-1"
              class="wl-tab"
              aria-selected={v.view === props.view}
              onClick={() => props.onView(v.view)}
            >
              {t(v.label)} <kbd>{v.key}</kbd>
            </button>
          )}
        </For>
      </div>
      <span class="mkt-spacer" />
      <ListActions actions={ACTIONS} onAction={props.onAction} />
    </div>
  );
}
