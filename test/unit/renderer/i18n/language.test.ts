// The UI language: what the setting means on a machine, the words and formats it switches, and
// the service's French calendar words shown in the UI's language.
import { afterEach, describe, expect, it } from 'vitest';
import { categoryName, periodName } from '../../../../src-renderer/src/calendar/event-words';
import { formatAsOf } from '../../../../src-renderer/src/format/as-of';
import { formatAge, formatDate, formatDateTime } from '../../../../src-renderer/src/format/days';
import { languageOf, numberLocaleOf, setLanguage, t, tp } from '../../../../src-renderer/src/i18n';

afterEach(() => setLanguage('en'));

describe('the language setting', () => {
  it('follows the system when told to: French for any French, English for anything else', () => {
    expect(languageOf('system', ['fr-CA', 'en-US'])).toBe('fr');
    expect(languageOf('system', ['FR'])).toBe('fr');
    expect(languageOf('system', ['de-DE', 'fr-FR'])).toBe('en');
    expect(languageOf('system', [])).toBe('en');
    expect(languageOf('fr', ['en-US'])).toBe('fr');
    expect(languageOf('en', ['fr-FR'])).toBe('en');
  });

  it('gives numbers the language’s locale unless one is chosen', () => {
    expect(numberLocaleOf('auto', 'fr')).toBe('fr-FR');
    expect(numberLocaleOf('auto', 'en')).toBe('en-US');
    expect(numberLocaleOf('de-CH', 'fr')).toBe('de-CH');
  });
});

describe('words', () => {
  it('are English by default and French when French is on, with their placeholders filled', () => {
    expect(t('fetched {time}', { time: '14:05 UTC' })).toBe('fetched 14:05 UTC');
    setLanguage('fr');
    expect(t('fetched {time}', { time: '14:05 UTC' })).toBe('reçu à 14:05 UTC');
    expect(t('a word nobody translated')).toBe('a word nobody translated');
  });

  it('tell one English word’s two meanings apart by a context after a bar, shown in English without it', () => {
    expect(t('Shares|count')).toBe('Shares');
    setLanguage('fr');
    expect(t('Shares|count')).toBe('Nombre de titres');
    expect(t('Shares')).toBe('Actions');
    expect(t('an untranslated word|context')).toBe('an untranslated word');
  });

  it('pick the plural by the language’s rules (French: zero is singular)', () => {
    expect(tp(0, '{count} day', '{count} days')).toBe('0 days');
    setLanguage('fr');
    // French plural rules choose the form: 0 is singular, 2 is not.
    expect(tp(0, '{count} day', '{count} days')).toBe('0 jour');
    expect(tp(2, '{count} day', '{count} days')).toBe('2 jours');
  });
});

describe('formats', () => {
  const now = Date.UTC(2026, 10, 26, 12, 0, 0);

  it('write ages and as-of lines in the UI language', () => {
    expect(formatAge(now - 3 * 60_000, now)).toBe('3m ago');
    expect(formatAsOf(null, now)).toBe('never fetched');
    setLanguage('fr');
    expect(formatAge(now - 3 * 60_000, now)).toBe('il y a 3 min');
    expect(formatAge(now, now)).toBe('à l’instant');
    expect(formatAsOf(null, now)).toBe('jamais reçu');
  });

  it('write a day as the language does, and ISO whenever asked (exports)', () => {
    expect(formatDate('2026-11-05')).toBe('2026-11-05');
    setLanguage('fr');
    expect(formatDate('2026-11-05')).toBe('05/11/2026');
    expect(formatDateTime('2026-11-05')).toBe('05/11/2026');
    expect(formatDate('2026-11-05', { style: 'iso' })).toBe('2026-11-05');
  });
});

describe('the service’s calendar words', () => {
  it('show the documented categories in the UI language, and an unknown one as the service wrote it', () => {
    expect(categoryName({ id: 1, label: 'emploi' })).toBe('Employment');
    expect(categoryName({ id: 9, label: 'ferié' })).toBe('Holiday');
    expect(categoryName({ id: 42, label: 'météo' })).toBe('météo');
    setLanguage('fr');
    expect(categoryName({ id: 9, label: 'ferié' })).toBe('Férié');
  });

  it('show the periods in English in an English UI and as written in a French one', () => {
    expect(['oct.', 'févr.', 'août', 'T3', 'T4 2025', 'sem. au 14/11', 'H1'].map(periodName)).toEqual([
      'Oct',
      'Feb',
      'Aug',
      'Q3',
      'Q4 2025',
      'week to 14/11',
      'H1',
    ]);
    setLanguage('fr');
    expect(periodName('oct.')).toBe('oct.');
  });
});
