// A question before something is deleted: Enter confirms (the focused button), Esc cancels.
import type { JSX } from 'solid-js';

export function ConfirmBar(props: {
  label: string;
  question: string;
  confirm: string;
  onConfirm: () => void;
  onCancel: () => void;
}): JSX.Element {
  return (
    <div
      class="form-strip port-form"
      role="alertdialog"
      aria-label={props.label}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        props.onCancel();
      }}
    >
      <span>{props.question}</span>
      <button type="button" ref={(el) => queueMicrotask(() => el.focus())} onClick={() => props.onConfirm()}>
        {props.confirm}
      </button>
      <button type="button" onClick={() => props.onCancel()}>
        Cancel
      </button>
      <span class="muted">Enter confirms · Esc cancels</span>
    </div>
  );
}
