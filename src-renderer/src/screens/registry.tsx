// Function code → screen component. Every code of commands/functions.ts has an entry here.
import type { Component } from 'solid-js';
import { isFunctionCode, type FunctionCode } from '../commands/functions';
import { HelpScreen } from './HelpScreen';
import { MarketScreen } from './market/MarketScreen';
import { WatchlistScreen } from './market/WatchlistScreen';
import { Placeholder } from './Placeholder';
import { SettingsScreen } from './SettingsScreen';
import { AuditorsScreen, DiaryScreen, FinancialsScreen, ManagementScreen, RatingsScreen, ShareDocuments, ShareholdersScreen, ShareOverview } from './share/share-detail-screens';
import { HistoryScreen } from './share/HistoryScreen';
import { PriceChartScreen } from './share/PriceChartScreen';
import { DqScreen } from './quality/DqScreen';
import { SyncScreen } from './SyncScreen';
import { WorkspacesScreen } from './WorkspacesScreen';

/** Keyed by FunctionCode: a code without a screen, or a screen for no code, does not compile. */
export const SCREENS: Record<FunctionCode, Component> = {
  DES: ShareOverview,
  GP: PriceChartScreen,
  HP: HistoryScreen,
  FA: FinancialsScreen,
  MGMT: ManagementScreen,
  AUD: AuditorsScreen,
  HDS: ShareholdersScreen,
  EVT: DiaryScreen,
  DOCS: ShareDocuments,
  RATE: RatingsScreen,
  NAV: Placeholder,
  FEES: Placeholder,
  PERF: Placeholder,
  MKT: MarketScreen,
  FUNDS: Placeholder,
  CAL: Placeholder,
  CTRY: Placeholder,
  WL: WatchlistScreen,
  WS: WorkspacesScreen,
  SYNC: SyncScreen,
  DQ: DqScreen,
  SET: SettingsScreen,
  HELP: HelpScreen,
};

/** The screen of a pane's function code; undefined for a code the registry does not know. */
export function screenFor(code: string): Component | undefined {
  return isFunctionCode(code) ? SCREENS[code] : undefined;
}
