// The box and list every inline picker shares (a security, CMP's portfolio): a combobox that keeps
// the focus from the start and points at the highlighted option; ↑↓ walk the options (round),
// Enter picks, Esc leaves. What is searched and what a pick means stay with the picker.
import { onMount, Show, type JSX } from 'solid-js';

let boxes = 0;

export interface PickerBoxProps {
  label: string;
  placeholder: string;
  /** The list's accessible name. */
  listLabel: string;
  /** How many options the list shows. */
  count: number;
  /** Whether the list shows (its options, or what `children` says when there are none). */
  open: boolean;
  active: number;
  onActive(index: number): void;
  onInput(text: string): void;
  onEnter(): void;
  onCancel(): void;
  input?: (el: HTMLInputElement) => void;
  /** The list's rows (PickerOption), given the id of option i. */
  children: (optionId: (index: number) => string) => JSX.Element;
}

export function PickerBox(props: PickerBoxProps): JSX.Element {
  const uid = `picker${++boxes}`;
  const optionId = (index: number) => `${uid}-${index}`;
  let input!: HTMLInputElement;

  const onKeyDown = (event: KeyboardEvent) => {
    const count = props.count;
    if (event.key === 'ArrowDown' && count) props.onActive((props.active + 1) % count);
    else if (event.key === 'ArrowUp' && count) props.onActive((props.active - 1 + count) % count);
    else if (event.key === 'Enter') props.onEnter();
    else if (event.key === 'Escape') props.onCancel();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  onMount(() => input.focus());

  return (
    <div class="picker">
      <input
        ref={(el) => {
          input = el;
          props.input?.(el);
        }}
        type="text"
        role="combobox"
        aria-label={props.label}
        aria-expanded={props.open && props.count > 0}
        aria-controls={`${uid}-list`}
        aria-activedescendant={props.open && props.count ? optionId(props.active) : undefined}
        aria-autocomplete="list"
        placeholder={props.placeholder}
        spellcheck={false}
        autocomplete="off"
        onInput={(event) => props.onInput(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <Show when={props.open}>
        <ul class="popup-list picker-list" id={`${uid}-list`} role="listbox" aria-label={props.listLabel}>
          {props.children(optionId)}
        </ul>
      </Show>
    </div>
  );
}
