// What the user set: theme, language, number locale, refresh overrides, and the stored workspace state.
import { z } from 'zod';
import {
  AUTO_NUMBER_LOCALE,
  LANGUAGE_SETTINGS,
  type LanguageSetting,
  type Theme,
  type Watchlist,
  type WorkspaceState,
} from '../ipc/contract';
import { DEFAULT_UI_PREFS, uiPrefsSchema, type UiPrefs } from '../ipc/ui-prefs';
import type { SettingsStore } from '../store/settings';
import { policyOverridesSchema, type PolicyOverrides } from '../sync/freshness-policy';

// A language absent (stored before French existed) is the system's.
const uiSchema = z.object({
  theme: z.enum(['dark', 'light']),
  language: z.enum(LANGUAGE_SETTINGS).default('system'),
  numberLocale: z.string(),
});

export interface UiSettings {
  theme: Theme;
  language: LanguageSetting;
  numberLocale: string;
}
const workspaceSchema = z.object({
  current: z.json(),
  saved: z.array(z.object({ name: z.string(), layout: z.json() })),
  commandHistory: z.array(z.string()),
  chartPrefs: z.json().optional(), // absent in workspaces saved before charts remembered their view
});

const watchlistsSchema = z.array(
  z.object({
    name: z.string(),
    items: z.array(z.object({ kind: z.enum(['share', 'fund']), id: z.number(), code: z.string(), title: z.string() })),
  }),
);

const UI_KEY = 'ui.preferences';
const WATCHLISTS_KEY = 'ui.watchlists';
const POLICY_KEY = 'sync.policy';
const WORKSPACE_KEY = 'ui.workspace';
const PREFS_KEY = 'ui.calendar-prefs';

export function readUi(settings: SettingsStore): UiSettings {
  return settings.get(UI_KEY, uiSchema, { theme: 'dark', language: 'system', numberLocale: AUTO_NUMBER_LOCALE });
}

export function writeUi(settings: SettingsStore, value: UiSettings): void {
  settings.set(UI_KEY, value);
}

export function readPolicyOverrides(settings: SettingsStore): PolicyOverrides {
  return settings.get(POLICY_KEY, policyOverridesSchema, {});
}

export function writePolicyOverrides(settings: SettingsStore, value: PolicyOverrides): void {
  settings.set(POLICY_KEY, policyOverridesSchema.parse(value));
}

export function readWatchlists(settings: SettingsStore): Watchlist[] {
  return settings.get(WATCHLISTS_KEY, watchlistsSchema, [{ name: 'Main', items: [] }]);
}

export function writeWatchlists(settings: SettingsStore, value: Watchlist[]): void {
  settings.set(WATCHLISTS_KEY, watchlistsSchema.parse(value));
}

export function readWorkspace(settings: SettingsStore): WorkspaceState {
  return settings.get(WORKSPACE_KEY, workspaceSchema, { current: null, saved: [], commandHistory: [] });
}

export function writeWorkspace(settings: SettingsStore, patch: Partial<WorkspaceState>): void {
  settings.set(WORKSPACE_KEY, { ...readWorkspace(settings), ...patch });
}

export function readUiPrefs(settings: SettingsStore): UiPrefs {
  return settings.get(PREFS_KEY, uiPrefsSchema, DEFAULT_UI_PREFS);
}

export function writeUiPrefs(settings: SettingsStore, patch: Partial<UiPrefs>): UiPrefs {
  const next = uiPrefsSchema.parse({ ...readUiPrefs(settings), ...patch });
  settings.set(PREFS_KEY, next);
  return next;
}
