// One form for a declared Date wherever a record is exported, compared or shown. The service spells
// one day three ways (2026-05-04, 2026-05-04 00:00:00, 2026-05-04 00:00:00.000; the cache holds
// them with a T): one value must read as one text, or a column mixes spellings and equal days
// compare unequal. Pure (no Node, no DOM): the renderer imports it too.

// YYYY-MM-DD, optionally a space or T and HH:MM:SS, optionally .fraction.
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?)?$/;

export interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The parts of a Date's text in any of its spellings (to the second), or null when it is none. */
export function dateParts(text: string): DateParts | null {
  const m = DATE.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((part) => (part === undefined ? 0 : Number(part))) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return { year, month, day, hour, minute, second };
}

/** Whether the parts carry a time of day (anything but midnight). */
export function hasTimeOfDay(parts: DateParts): boolean {
  return parts.hour !== 0 || parts.minute !== 0 || parts.second !== 0;
}

/**
 * `YYYY-MM-DD` when the value has no time of day (midnight), else `YYYY-MM-DDTHH:MM:SS`; a fraction
 * of a second is dropped (no export shows one). Text that is no Date comes back as it was.
 */
export function canonicalDate(text: string): string {
  const parts = dateParts(text);
  if (!parts) return text;
  const trimmed = text.trim();
  return hasTimeOfDay(parts) ? `${trimmed.slice(0, 10)}T${trimmed.slice(11, 19)}` : trimmed.slice(0, 10);
}
