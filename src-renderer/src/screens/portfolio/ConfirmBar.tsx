// A question before something is deleted: Enter confirms (the focused button), Esc cancels.
import type { JSX } from 'solid-js';
import { t } from '../../i18n';

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
        {t('Cancel')}
      </button>
      <span class="muted">{t('Enter confirms · Esc cancels')}</span>
    </div>
  );
}
