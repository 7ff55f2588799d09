// Function code → screen component. Every code of commands/functions.ts has an entry here.
import type { Component } from 'solid-js';
import { HelpScreen } from './HelpScreen';
import { Placeholder } from './Placeholder';
import { SettingsScreen } from './SettingsScreen';
import { SyncScreen } from './SyncScreen';
import { WorkspacesScreen } from './WorkspacesScreen';

export const SCREENS: Record<string, Component> = {
  DES: Placeholder,
  GP: Placeholder,
  HP: Placeholder,
  FA: Placeholder,
  MGMT: Placeholder,
  AUD: Placeholder,
  HDS: Placeholder,
  EVT: Placeholder,
  DOCS: Placeholder,
  RATE: Placeholder,
  NAV: Placeholder,
  FEES: Placeholder,
  PERF: Placeholder,
  MKT: Placeholder,
  FUNDS: Placeholder,
  CAL: Placeholder,
  CTRY: Placeholder,
  WL: Placeholder,
  WS: WorkspacesScreen,
  SYNC: SyncScreen,
  SET: SettingsScreen,
  HELP: HelpScreen,
};
