// A chart pane's studies (GP's, NAV's) and the keys on them: the list (kept with the workspace, see studies.ts),
// the study the keys act on, the picker when it is open, and a short note after saving a default.
import { createEffect, createSignal, on, onCleanup, type Accessor } from 'solid-js';
import { t } from '../i18n';
import type { ChartPrefsPatch } from './chart-prefs';
import type { ChartCommand } from './keys';
import {
  ownPane,
  cycleAverages,
  MAX_STUDIES,
  nextColor,
  paneStudies,
  resizedHeight,
  studiesPatch,
  type StudyColor,
  type StudyPref,
  type StudyScope,
} from './studies';
import { parseStudySpec } from '../../../src-main/shared/studies/spec';
import { studyText } from './study-input';

/** What the studies need of the workspace: its chart preferences and the panes it has. */
export interface StudyStore {
  chartPrefs: Accessor<unknown>;
  setChartPrefs(patch: ChartPrefsPatch): void;
  livePanes(): string[];
}

/** The picker's opening state: empty to add a study, a study's text to edit it. */
export interface Picking {
  text: string;
  color: StudyColor;
  taken: string[];
  /** The spec being edited (null: adding). */
  editing: string | null;
}

const NOTE_MS = 3000;

export function createStudyState(store: StudyStore, paneId: string, scope: StudyScope = 'studies') {
  const chartName = scope === 'studies' ? 'GP' : 'NAV';
  const [studies, setStudies] = createSignal<StudyPref[]>(paneStudies(store.chartPrefs(), paneId, scope));
  const [selected, setSelected] = createSignal<string | null>(null);
  const [picking, setPicking] = createSignal<Picking | null>(null);
  const [note, setNote] = createSignal<string | null>(null);
  createEffect(
    on(studies, (list) => store.setChartPrefs(studiesPatch(store.chartPrefs(), paneId, list, store.livePanes(), false, scope)), {
      defer: true,
    }),
  );
  let noteTimer: ReturnType<typeof setTimeout> | undefined;
  const say = (text: string) => {
    clearTimeout(noteTimer);
    setNote(text);
    noteTimer = setTimeout(() => setNote(null), NOTE_MS);
  };
  onCleanup(() => clearTimeout(noteTimer));

  /** The study the keys act on: the selected one, else the last added. */
  const current = () => {
    const list = studies();
    return list.find((s) => s.spec === selected()) ?? list.at(-1) ?? null;
  };
  const specs = () => studies().map((s) => s.spec);
  const edit = (study: StudyPref) => {
    setSelected(study.spec);
    setPicking({ text: studyText(study.spec), color: study.color, taken: specs().filter((s) => s !== study.spec), editing: study.spec });
  };
  const remove = (spec: string) => {
    const list = studies();
    const at = list.findIndex((s) => s.spec === spec);
    if (at < 0) return;
    const rest = list.filter((s) => s.spec !== spec);
    setStudies(rest);
    setSelected(rest[Math.min(at, rest.length - 1)]?.spec ?? null);
  };

  return {
    studies,
    /** The spec the keys act on (null: none yet; the last study then). */
    selected: () => current()?.spec ?? null,
    picking,
    note,
    /** Runs a study command (and `m`'s averages); false for any other, or when it means nothing here. */
    run(command: ChartCommand): boolean {
      const list = studies();
      const study = current();
      switch (command.type) {
        case 'averages':
          setStudies(cycleAverages(list));
          return true;
        case 'study-add':
          if (list.length >= MAX_STUDIES) say(t('{count} studies at most: remove one first (x)', { count: MAX_STUDIES }));
          else setPicking({ text: '', color: nextColor(list), taken: specs(), editing: null });
          return true;
        case 'study-edit':
          if (!study) return false;
          edit(study);
          return true;
        case 'study-remove':
          if (!study) return false;
          remove(study.spec);
          return true;
        case 'study-select': {
          if (!list.length) return false;
          const at = list.findIndex((s) => s.spec === study?.spec);
          setSelected(list[(at + command.step + list.length) % list.length]?.spec ?? null);
          return true;
        }
        case 'study-height':
          if (!study) return false;
          if (!ownPane(parseStudySpec(study.spec)))
            say(t('{spec} is drawn over the prices: select an oscillator ([ ]) to size its pane', { spec: study.spec }));
          else setStudies(list.map((s) => (s === study ? { ...s, height: resizedHeight(s.height, command.step) } : s)));
          return true;
        case 'study-default':
          store.setChartPrefs(studiesPatch(store.chartPrefs(), paneId, list, store.livePanes(), true, scope));
          say(
            list.length
              ? t('New {chart} charts open with these {count} studies', { chart: chartName, count: list.length })
              : t('New {chart} charts open with no studies', { chart: chartName }),
          );
          return true;
        default:
          return false;
      }
    },
    apply(pref: StudyPref) {
      const editing = picking()?.editing ?? null;
      const list = studies();
      const old = list.find((s) => s.spec === editing);
      // An edited study keeps its place (and its pane's height when it still has a pane).
      const next = old ? { ...pref, ...(old.height !== undefined ? { height: old.height } : {}) } : pref;
      setStudies(old ? list.map((s) => (s === old ? next : s)) : [...list, next]);
      setSelected(pref.spec);
      setPicking(null);
    },
    cancel: () => setPicking(null),
    onLegend: (spec: string, action: 'edit' | 'remove') => {
      const study = studies().find((s) => s.spec === spec);
      if (!study) return;
      if (action === 'remove') remove(spec);
      else edit(study);
    },
  };
}
