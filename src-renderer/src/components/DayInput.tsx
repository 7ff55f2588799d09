// A day field that reads and writes days the way the rest of the app shows them (YYYY-MM-DD).
// The browser's <input type="date"> follows the operating system's locale instead (mm/dd/yyyy on
// an American machine) whatever the app's settings, so the same day would read two ways on screen.
import type { JSX } from 'solid-js';
import { isoDay } from '../format';
import { t } from '../i18n';

/** The day in a day field: "YYYY-MM-DD", null when the field is empty, undefined when it is not a day. */
export function readDay(input: HTMLInputElement): string | null | undefined {
  const text = input.value.trim();
  if (text === '') return null;
  return isoDay(text) ?? undefined;
}

/** Marks a field holding something that is not a day (red, and a tooltip saying what is expected). */
function markValidity(input: HTMLInputElement): void {
  const invalid = readDay(input) === undefined;
  input.setCustomValidity(invalid ? t('Type a day as YYYY-MM-DD, e.g. 2026-03-31') : '');
  input.setAttribute('aria-invalid', String(invalid));
}

export function DayInput(props: {
  ref?: HTMLInputElement | ((el: HTMLInputElement) => void);
  'aria-label': string;
  /** The day shown; leave out when the owner writes the field itself (through ref). */
  value?: string | null;
  onBlur?: () => void;
  /** A day (or null: emptied) was committed by leaving the field; text that is not a day is not. */
  onDay?: (day: string | null) => void;
}): JSX.Element {
  return (
    <input
      ref={props.ref}
      class="day-input"
      type="text"
      inputmode="numeric"
      placeholder="YYYY-MM-DD"
      maxlength={10}
      size={10}
      spellcheck={false}
      autocomplete="off"
      aria-label={props['aria-label']}
      title={t('A day as YYYY-MM-DD')}
      value={props.value ?? ''}
      onInput={(e) => markValidity(e.currentTarget)}
      onChange={(e) => {
        const day = readDay(e.currentTarget);
        if (day !== undefined) props.onDay?.(day);
      }}
      onBlur={(e) => {
        markValidity(e.currentTarget); // the owner may have rewritten the field (Esc restores it)
        props.onBlur?.();
      }}
    />
  );
}
