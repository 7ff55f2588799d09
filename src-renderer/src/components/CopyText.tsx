// A value the user will want to paste elsewhere (an e-mail address): selectable text and a
// Copy button, since such values are not links the app opens.
import { createSignal, onCleanup, type JSX } from 'solid-js';
import './panels.css';
import { t } from '../i18n';

const FLASH_MS = 2000;

export function CopyText(props: { text: string; label: string }): JSX.Element {
  const [done, setDone] = createSignal<string | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  onCleanup(() => clearTimeout(timer));
  const say = (text: string) => {
    setDone(text);
    clearTimeout(timer);
    timer = setTimeout(() => setDone(null), FLASH_MS);
  };
  const copy = () => {
    if (!navigator.clipboard?.writeText) return say(t('Select and copy'));
    navigator.clipboard.writeText(props.text).then(
      () => say(t('Copied')),
      () => say(t('Select and copy')),
    );
  };
  return (
    <span class="copy-text">
      <span class="selectable">{props.text}</span>
      <button
        type="button"
        class="mini-button"
        aria-label={t('Copy {what}', { what: props.label })}
        title={t('Copy {what}', { what: props.text })}
        onClick={copy}
      >
        {done() ?? t('Copy')}
      </button>
    </span>
  );
}
