// One row of a picker's list: highlighted when it is the active one (the box keeps the focus and
// points at it with aria-activedescendant), picked by a click that leaves the focus in the box.
import type { JSX } from 'solid-js';

export function PickerOption(props: { id: string; active: boolean; onPick: () => void; children: JSX.Element }): JSX.Element {
  return (
    <li
      id={props.id}
      role="option"
      aria-selected={props.active}
      class="picker-option"
      classList={{ active: props.active }}
      onMouseDown={(event) => {
        event.preventDefault();
        props.onPick();
      }}
    >
      {props.children}
    </li>
  );
}
