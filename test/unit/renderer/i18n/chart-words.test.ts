// The charts' and alerts' words in the UI language: GP's legend, a study the picker refuses, the
// studies it lists (named as the shared catalogue names them in English), an event on the chart
// and what ALRT says of a calendar rule — French when French is on, the English unchanged.
import { afterEach, describe, expect, it } from 'vitest';
import { STUDIES, STUDY_KINDS } from '../../../../src-main/shared/studies/catalogue';
import { summaryNote, targetLabel } from '../../../../src-renderer/src/alerts/alert-views';
import { dividendEvents } from '../../../../src-renderer/src/chart/events';
import { priceLegendLine, spanLabel } from '../../../../src-renderer/src/chart/legend';
import { readStudyInput, STUDY_TITLES, studySuggestions } from '../../../../src-renderer/src/chart/study-input';
import { setLanguage } from '../../../../src-renderer/src/i18n';
import { dayTime } from '../../../../src-renderer/src/chart/chart-time';
import type { AlertFiring } from '../../../../src-main/shared/alerts/types';

afterEach(() => setLanguage('en'));

const bar = { time: dayTime('2025-03-14'), open: 10, high: 11, low: 9, close: 10.5, volume: 1200, variation: 0.01 };
const legend = () =>
  priceLegendLine({ bar, index: 0, events: [], hovered: false }, String, 'en-US')?.items.map((item) =>
    'label' in item ? item.label : item.title,
  );
const dividend = () =>
  dividendEvents([{ dividend_payment_date: '2025-03-14', dividend_per_share: 1.2, fiscal_year: '2024-12-31' }], (v) => `${v} EUR`)[0]?.text;
const span = () => [spanLabel([bar, { time: dayTime('2025-03-17') }], 'bars', 'en-US'), spanLabel([bar], 'NAVs', 'en-US')];
const calendarRule = { kind: 'calendar', country: 'US', importance: 'HIGH' } as const;

describe('chart and alert words', () => {
  it('stay as they were in English', () => {
    expect(legend()).toEqual(['O', 'H', 'L', 'C', 'Variation on the previous close', 'Vol']);
    expect(dividend()).toBe('Dividend paid 1.2 EUR per share (FY 2024)');
    expect(readStudyInput('rsi 14', 'amber', ['rsi:14'])).toEqual({ ok: false, error: 'rsi:14 is on the chart already' });
    expect(targetLabel(calendarRule)).toBe('US HIGH events');
    const firing = { security: { code: 'BOAF' } } as AlertFiring; // only the code is read
    expect(summaryNote([firing, firing, firing, firing]).title).toBe('4 alerts fired');
    expect(span()).toEqual(['2025-03-14 → 2025-03-17 · 2 bars', '2025-03-14 → 2025-03-14 · 1 NAV']);
  });

  it('are French when French is on', () => {
    setLanguage('fr');
    expect(legend()).toEqual(['Ouv', 'Haut', 'Bas', 'Clôt', 'Variation sur la clôture précédente', 'Vol']);
    expect(dividend()).toBe('Dividende versé 1.2 EUR par action (exercice 2024)');
    expect(readStudyInput('rsi 14', 'amber', ['rsi:14'])).toEqual({ ok: false, error: 'rsi:14 est déjà sur le graphique' });
    expect(targetLabel(calendarRule)).toBe('événements HIGH US');
    expect(span()).toEqual(['14/03/2025 → 17/03/2025 · 2 barres', '14/03/2025 → 14/03/2025 · 1 VL']);
  });

  it('name the studies as the shared catalogue does, in English', () => {
    expect(STUDY_KINDS.map((kind) => STUDY_TITLES[kind])).toEqual(STUDY_KINDS.map((kind) => STUDIES[kind].title));
    expect(studySuggestions('bb')[0]?.title).toBe('Bollinger Bands');
  });
});
