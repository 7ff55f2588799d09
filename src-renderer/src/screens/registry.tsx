// Function code → screen component. Every code of commands/functions.ts has an entry here.
import type { Component } from 'solid-js';
import { isFunctionCode, type FunctionCode } from '../commands/functions';
import { AgendaScreen } from './calendar/AgendaScreen';
import { CalendarScreen } from './calendar/CalendarScreen';
import { CountriesScreen } from './calendar/CountriesScreen';
import { EventScreen } from './calendar/EventScreen';
import { HelpScreen } from './HelpScreen';
import { MarketScreen } from './market/MarketScreen';
import { WatchlistScreen } from './market/WatchlistScreen';
import { SettingsScreen } from './SettingsScreen';
import { CompareScreen } from './compare/CompareScreen';
import { FundFeesScreen } from './funds/FundFeesScreen';
import { FundPerformanceScreen } from './funds/FundPerformanceScreen';
import { FundsScreen } from './funds/FundsScreen';
import { NavChartScreen } from './funds/NavChartScreen';
import {
  AuditorsScreen,
  DiaryScreen,
  FinancialsScreen,
  ManagementScreen,
  RatingsScreen,
  SecurityDocuments,
  SecurityOverview,
  ShareholdersScreen,
} from './share/share-detail-screens';
import { HistoryScreen } from './share/HistoryScreen';
import { PriceChartScreen } from './share/PriceChartScreen';
import { DqScreen } from './quality/DqScreen';
import { SyncScreen } from './SyncScreen';
import { WorkspacesScreen } from './WorkspacesScreen';

/** Keyed by FunctionCode: a code without a screen, or a screen for no code, does not compile. */
const SCREENS: Record<FunctionCode, Component> = {
  DES: SecurityOverview,
  GP: PriceChartScreen,
  HP: HistoryScreen,
  FA: FinancialsScreen,
  MGMT: ManagementScreen,
  AUD: AuditorsScreen,
  HDS: ShareholdersScreen,
  EVT: DiaryScreen,
  DOCS: SecurityDocuments,
  RATE: RatingsScreen,
  NAV: NavChartScreen,
  FEES: FundFeesScreen,
  PERF: FundPerformanceScreen,
  CMP: CompareScreen,
  MKT: MarketScreen,
  FUNDS: FundsScreen,
  CAL: CalendarScreen,
  EV: EventScreen,
  AGENDA: AgendaScreen,
  CTRY: CountriesScreen,
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
