// A GP pane's studies are stored with the workspace's chart preferences and read back checked: a
// round trip keeps them, an unreadable entry is dropped alone, old MA settings become SMA studies,
// a saved default opens new panes; and the picker's line is read as the command line reads a spec.
import { describe, expect, it } from 'vitest';
import { mergeChartPrefs } from '../../../src-renderer/src/chart/chart-prefs';
import {
  cycleAverages,
  paneStudies,
  resizedHeight,
  shownAverages,
  studiesPatch,
  studyLookbackDays,
  type StudyPref,
} from '../../../src-renderer/src/chart/studies';
import { readStudyInput, studySuggestions } from '../../../src-renderer/src/chart/study-input';

const set: StudyPref[] = [
  { spec: 'bb:20,2', color: 'magenta' },
  { spec: 'rsi:14', color: 'amber', height: 0.5 },
  { spec: 'macd:12,26,9', color: 'blue' },
];

describe('studies in the workspace', () => {
  it('reads back what a pane saved, other charts’ parts kept', () => {
    let stored = mergeChartPrefs(null, { range: '1Y', mode: 'candles', log: false });
    stored = mergeChartPrefs(stored, studiesPatch(stored, 'p1', set, ['p1']));
    // Through JSON, as the workspace stores it.
    const back = JSON.parse(JSON.stringify(stored)) as unknown;
    expect(paneStudies(back, 'p1')).toEqual(set);
    expect(storedRange(back)).toBe('1Y');
  });

  it('drops an unreadable entry and keeps the rest', () => {
    const stored = {
      studies: {
        panes: {
          p1: [
            { spec: 'rsi:0', color: 'amber' },
            { spec: 'ema 9', color: 'teal' },
            { spec: 'sma', color: 'pink' },
          ],
        },
      },
    };
    expect(paneStudies(stored, 'p1')).toEqual([{ spec: 'ema:9', color: 'teal' }]);
    expect(paneStudies({ studies: { panes: { p1: 'rsi' } } }, 'p1')).toEqual([]);
  });

  it('opens a pane saved before studies with its moving averages as SMA studies', () => {
    expect(paneStudies({ range: '1Y', averages: 2 }, 'p9').map((s) => s.spec)).toEqual(['sma:20', 'sma:50']);
  });

  it('opens a new pane with the saved default, and drops the lists of closed panes', () => {
    let stored: unknown = studiesPatch(null, 'p1', set, ['p1'], true);
    stored = mergeChartPrefs(stored, studiesPatch(stored, 'p2', [{ spec: 'obv', color: 'lime' }], ['p2']));
    expect(paneStudies(stored, 'p3')).toEqual(set);
    expect(paneStudies(stored, 'p2')).toEqual([{ spec: 'obv', color: 'lime' }]);
    // p1 was closed: its list went, the default stayed.
    expect(JSON.stringify(stored)).not.toContain('"p1"');
  });
});

const storedRange = (prefs: unknown) => (prefs as { range?: string }).range;

describe('study keys', () => {
  it('cycles the averages as GP’s m did, keeping the other studies', () => {
    let list: StudyPref[] = [{ spec: 'rsi:14', color: 'amber' }];
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      list = cycleAverages(list);
      seen.push(shownAverages(list).join('·') || 'off');
    }
    expect(seen).toEqual(['20', '20·50', '20·50·200', 'off']);
    expect(list.map((s) => s.spec)).toEqual(['rsi:14']);
  });

  it('resizes a pane within bounds', () => {
    expect(resizedHeight(undefined, 1)).toBe(0.5);
    let h = 0.4;
    for (let i = 0; i < 20; i++) h = resizedHeight(h, -1);
    expect(h).toBe(0.15);
  });

  it('reads the whole history for a study that carries every day before, a window for the others', () => {
    expect(studyLookbackDays([{ spec: 'sma:20', color: 'amber' }], 330)).toBe(330);
    expect(studyLookbackDays([{ spec: 'sma:300', color: 'amber' }], 330)).toBe(460);
    expect(studyLookbackDays([{ spec: 'rsi:14', color: 'amber' }], 330)).toBeNull();
  });
});

describe('the picker’s line', () => {
  it('reads a spec and a colour word, and says what is wrong', () => {
    expect(readStudyInput('macd 12 26 9 teal', 'amber', [])).toEqual({ ok: true, pref: { spec: 'macd:12,26,9', color: 'teal' } });
    expect(readStudyInput('bb 20', 'blue', [])).toEqual({ ok: true, pref: { spec: 'bb:20,2', color: 'blue' } });
    expect(readStudyInput('rsi', 'blue', ['rsi:14'])).toEqual({ ok: false, error: 'rsi:14 is on the chart already' });
    const bad = readStudyInput('macd 26 12', 'blue', []);
    expect(bad.ok ? '' : bad.error).toMatch(/FAST \(26\) must be less than SLOW/);
  });

  it('takes on a NAV only the studies that read a close alone', () => {
    const stoch = readStudyInput('stoch', 'amber', [], 'close');
    expect(stoch.ok ? '' : stoch.error).toMatch(/^stoch needs highs, lows or volumes; a NAV has only a close \(sma, ema, bb, rsi, macd\)/);
    expect(readStudyInput('rsi 9', 'amber', [], 'close').ok).toBe(true);
    expect(studySuggestions('', 'close').map((s) => s.kind)).toEqual(['sma', 'ema', 'bb', 'rsi', 'macd']);
  });

  it('keeps NAV’s studies apart from GP’s', () => {
    const stored = mergeChartPrefs(
      studiesPatch(null, 'p1', set, ['p1']),
      studiesPatch(null, 'p1', [{ spec: 'ema:9', color: 'teal' }], ['p1'], false, 'navStudies'),
    );
    expect(paneStudies(stored, 'p1')).toEqual(set);
    expect(paneStudies(stored, 'p1', 'navStudies')).toEqual([{ spec: 'ema:9', color: 'teal' }]);
    // NAV has no MA lines to migrate.
    expect(paneStudies({ averages: 2 }, 'p1', 'navStudies')).toEqual([]);
  });

  it('suggests the studies the first word may start', () => {
    expect(studySuggestions('ma').map((s) => s.kind)).toEqual(['macd']);
    expect(studySuggestions('').length).toBe(8);
  });
});
