// A list screen's filter toolbar (MKT, FUNDS): one compact picker per dimension, the active
// filters as removable chips, and whatever the screen puts on the right. Alt+F in the table
// comes here; Tab walks on through the bar as through any control of the pane, Delete clears a
// filter, Esc goes back.
import { For, Show, type JSX } from 'solid-js';
import { formatInteger } from '../../format';
import { t } from '../../i18n';
import { FilterPicker } from './FilterPicker';
import { describe, type FilterOption } from './record-filters';
import type { FilterState, ScreenerKeys } from './screener';
import '../../styles/lists.css';

export interface FilterBarProps<K extends string> {
  /** Accessible name of the toolbar, e.g. "Market filters" (in the UI language). */
  label: string;
  keys: readonly K[];
  /** Titles are msg() words, shown through t. */
  dimensions: Record<K, { title: string }>;
  options: Record<K, readonly FilterOption[]>;
  filters: FilterState<K>;
  locale: string;
  /** The screen's keys: Esc or Enter goes back to its table; Alt+F comes to the bar's first control. */
  screen: ScreenerKeys;
  children?: JSX.Element;
}

export function FilterBar<K extends string>(props: FilterBarProps<K>): JSX.Element {
  const chips = () => describe(props.filters.values(), props.keys, props.dimensions, props.options);

  const onKeyDown = (event: KeyboardEvent) => {
    const filter = (event.target as HTMLElement).dataset.filter as K | undefined;
    let handled = true;
    if (event.key === 'Escape') props.screen.focusTable();
    else if ((event.key === 'Delete' || event.key === 'Backspace') && filter) props.filters.change(filter, undefined);
    else handled = false;
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  return (
    <div class="mkt-bar" role="toolbar" aria-label={props.label} onKeyDown={onKeyDown}>
      <span
        class="mkt-key"
        title={t('Alt+F reaches the filters: ↑↓ change one, Enter lists the choices, Tab moves, Delete clears, Esc goes back')}
      >
        {t('Filters')} <kbd>Alt+F</kbd>
      </span>
      <For each={props.keys}>
        {(key, i) => (
          <span class="mkt-filter" classList={{ active: props.filters.values()[key] !== undefined }}>
            <span class="mkt-filter-name">{t(props.dimensions[key].title)}</span>
            <FilterPicker
              ref={(el) => {
                el.dataset.filter = key;
                if (i() === 0) props.screen.firstFilter(el);
              }}
              label={t('Filter by {dimension}', { dimension: t(props.dimensions[key].title).toLowerCase() })}
              choices={props.options[key]}
              value={props.filters.values()[key]}
              onChange={(value) => props.filters.change(key, value)}
              locale={props.locale}
            />
          </span>
        )}
      </For>
      <Show when={chips().length > 0}>
        <span class="mkt-chips" aria-label={t('Active filters')}>
          <For each={chips()}>
            {(chip) => (
              <button
                type="button"
                class="mkt-chip"
                data-filter={chip.key}
                title={t('Remove this filter')}
                onClick={() => {
                  props.filters.change(chip.key, undefined);
                  props.screen.focusTable(); // the chip is gone: the table takes the focus
                }}
              >
                {chip.text} ×
              </button>
            )}
          </For>
        </span>
      </Show>
      <span class="mkt-spacer" />
      {props.children}
    </div>
  );
}

/** "12 of 48 shares", for the bar's right side while the filters hide some records. */
export function FilterCount(props: { shown: number; total: number; noun: string; locale: string }): JSX.Element {
  return (
    <Show when={props.shown !== props.total}>
      <span class="mkt-count">
        {t('{shown} of {total} {noun}', {
          shown: formatInteger(props.shown, { locale: props.locale }),
          total: formatInteger(props.total, { locale: props.locale }),
          noun: t(props.noun),
        })}
      </span>
    </Show>
  );
}
