// A compact select-only combobox for one filter (ARIA "select-only combobox" pattern): ↑/↓ step
// through the choices at once, Enter or Space opens the list, a click picks. Built by hand rather
// than a native <select>, whose popup ignores the dark theme.
import { createSignal, For, Show, type JSX } from 'solid-js';
import { formatInteger } from '../../format';
import { t } from '../../i18n';
import type { FilterOption } from './record-filters';
import '../../styles/lists.css';

let pickers = 0;

export interface FilterPickerProps {
  /** Accessible name, e.g. "Filter by country". */
  label: string;
  choices: readonly FilterOption[];
  /** The chosen value; undefined is "All". */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  locale: string;
  ref?: (el: HTMLButtonElement) => void;
}

export function FilterPicker(props: FilterPickerProps): JSX.Element {
  const uid = `fp${++pickers}`;
  const [open, setOpen] = createSignal(false);
  const [active, setActive] = createSignal(0);
  // The list is fixed-positioned under the button, so the toolbar's overflow does not clip it.
  const [at, setAt] = createSignal({ top: 0, left: 0 });
  let button!: HTMLButtonElement;
  // "All" first, then the choices: index 0 means no filter.
  const entries = () => [undefined, ...props.choices.map((c) => c.value)];
  const index = () => Math.max(0, entries().indexOf(props.value));
  const clamp = (i: number) => Math.min(entries().length - 1, Math.max(0, i));
  const text = () => props.choices.find((c) => c.value === props.value)?.label ?? t('All');

  const show = () => {
    const rect = button.getBoundingClientRect();
    setAt({ top: rect.bottom + 2, left: rect.left });
    setActive(index());
    setOpen(true);
  };
  const pick = (i: number) => {
    props.onChange(entries()[i]);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const down = event.key === 'ArrowDown';
    const up = event.key === 'ArrowUp';
    if (!open()) {
      if ((down && event.altKey) || event.key === 'Enter' || event.key === ' ') show();
      else if (down || up) props.onChange(entries()[clamp(index() + (down ? 1 : -1))]);
      else return;
    } else if (down || up) setActive(clamp(active() + (down ? 1 : -1)));
    else if (event.key === 'Enter' || event.key === ' ') pick(active());
    else if (event.key === 'Escape') setOpen(false);
    else {
      if (event.key === 'Tab') setOpen(false);
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <span class="fp">
      <button
        ref={(el) => {
          button = el;
          props.ref?.(el);
        }}
        type="button"
        role="combobox"
        class="fp-button"
        classList={{ active: props.value !== undefined }}
        aria-label={props.label}
        aria-haspopup="listbox"
        aria-expanded={open()}
        aria-controls={`${uid}-list`}
        aria-activedescendant={open() ? `${uid}-${active()}` : undefined}
        onKeyDown={onKeyDown}
        onClick={() => (open() ? setOpen(false) : show())}
        onBlur={() => setOpen(false)}
      >
        <span class="fp-text">{text()}</span>
        <span class="fp-caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <Show when={open()}>
        <ul
          class="popup-list fp-list"
          id={`${uid}-list`}
          role="listbox"
          aria-label={props.label}
          style={{ top: `${at().top}px`, left: `${at().left}px` }}
        >
          <For each={entries()}>
            {(value, i) => {
              const choice = () => props.choices.find((c) => c.value === value);
              return (
                <li
                  id={`${uid}-${i()}`}
                  role="option"
                  aria-selected={value === props.value}
                  class="fp-option"
                  classList={{ current: i() === active() }}
                  // mousedown, not click: the button keeps the focus (its blur would close the list first)
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(i());
                  }}
                >
                  <span>{choice()?.label ?? t('All')}</span>
                  <span class="fp-count">{choice() ? formatInteger(choice()?.count, { locale: props.locale }) : ''}</span>
                </li>
              );
            }}
          </For>
        </ul>
      </Show>
    </span>
  );
}
