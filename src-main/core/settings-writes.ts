// Every write of the user's settings, by name. Screens read settings through the host's read-only
// connection; the writes run in the sync worker, which holds the one writer connection. Each runs
// whole there (read, merge, write), so two quick saves can never interleave and lose one another.
import { writeRiskFreeRate } from '../funds/risk-free-rate';
import type { SettingsStore } from '../store/settings';
import { writeDataSource } from './data-source';
import { forgetHost, rememberAnswer } from './link-approvals';
import { writePolicyOverrides, writeUi, writeUiPrefs, writeWatchlists, writeWorkspace } from './preferences';
import { writeHomeSource } from './source-files';
import { writeOutsideTokenBinding } from './token-binding';

const SETTINGS_WRITES = {
  ui: writeUi,
  uiPrefs: writeUiPrefs,
  workspace: writeWorkspace,
  watchlists: writeWatchlists,
  policyOverrides: writePolicyOverrides,
  riskFreeRate: writeRiskFreeRate,
  dataSource: writeDataSource,
  outsideTokenBinding: writeOutsideTokenBinding,
  homeSource: writeHomeSource,
  linkAnswer: (settings: SettingsStore, answer: { host: string; trusted: boolean }) =>
    rememberAnswer(settings, answer.host, answer.trusted),
  forgetLink: forgetHost,
};

export type SettingsWriteName = keyof typeof SETTINGS_WRITES;
export const SETTINGS_WRITE_NAMES = Object.keys(SETTINGS_WRITES) as [SettingsWriteName, ...SettingsWriteName[]];

/** One write: its name and the value its function takes. */
export type SettingsWrite = { [K in SettingsWriteName]: { op: K; value: Parameters<(typeof SETTINGS_WRITES)[K]>[1] } }[SettingsWriteName];
export type SettingsWriteResult<K extends SettingsWriteName> = ReturnType<(typeof SETTINGS_WRITES)[K]>;

/** Runs one write on the writer connection's settings. */
export function applySettingsWrite(settings: SettingsStore, write: SettingsWrite): unknown {
  // The union pairs each name with its own value; TypeScript cannot follow that through the lookup.
  const run = SETTINGS_WRITES[write.op] as (settings: SettingsStore, value: unknown) => unknown;
  return run(settings, write.value);
}
