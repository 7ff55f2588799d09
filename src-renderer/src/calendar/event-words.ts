// The service writes the calendar in French: categories ("emploi", "ferié") and periods ("oct.",
// "T3", "sem. au 14/11"). The UI shows the documented ones in its own language; event titles and
// other names from the service stay as they are.
import type { CalendarEvent } from '../../../src-main/ipc/contract';
import { language } from '../i18n';

/** The spec's category table by id: the English name, and the French one written properly. */
const CATEGORY_NAMES: Readonly<Record<number, { en: string; fr: string }>> = {
  1: { en: 'Employment', fr: 'Emploi' },
  2: { en: 'Inflation', fr: 'Inflation' },
  3: { en: 'Central banks', fr: 'Banques centrales' },
  4: { en: 'Trade balance', fr: 'Balance commerciale' },
  5: { en: 'Economic activity', fr: 'Activité économique' },
  6: { en: 'Credit', fr: 'Crédit' },
  7: { en: 'Confidence index', fr: 'Indice de confiance' },
  8: { en: 'Bonds', fr: 'Obligations' },
  9: { en: 'Holiday', fr: 'Férié' },
};

/** A category in the UI language; one the spec does not list keeps the service's label. */
export function categoryName(category: { id: number | null; label: string | null }): string {
  const names = category.id === null ? undefined : CATEGORY_NAMES[category.id];
  return names ? names[language()] : (category.label ?? String(category.id ?? '—'));
}

const MONTHS: Readonly<Record<string, string>> = {
  'janv.': 'Jan',
  'févr.': 'Feb',
  mars: 'Mar',
  'avr.': 'Apr',
  mai: 'May',
  juin: 'Jun',
  'juil.': 'Jul',
  août: 'Aug',
  'sept.': 'Sep',
  'oct.': 'Oct',
  'nov.': 'Nov',
  'déc.': 'Dec',
};
const QUARTER = /^T([1-4])(\s+\d{4})?$/;
const WEEK_TO = /^sem\. au (\d{2}\/\d{2})$/;

/** A period in the UI language: "oct." → "Oct", "T4 2025" → "Q4 2025", "sem. au 14/11" → "week to 14/11". */
export function periodName(period: string): string {
  const text = period.trim();
  if (language() === 'fr') return text;
  const month = MONTHS[text.toLowerCase()];
  if (month) return month;
  const quarter = QUARTER.exec(text);
  if (quarter) return `Q${quarter[1]}${quarter[2] ?? ''}`;
  const week = WEEK_TO.exec(text);
  if (week) return `week to ${week[1]}`;
  return text;
}

/** An event's period as shown (null when the service gives none). */
export function periodOf(event: Pick<CalendarEvent, 'period'>): string | null {
  return event.period ? periodName(event.period) : null;
}

/** An event's category as shown (null when the service gives none). */
export function categoryOf(event: Pick<CalendarEvent, 'category'>): string | null {
  return event.category ? categoryName(event.category) : null;
}
