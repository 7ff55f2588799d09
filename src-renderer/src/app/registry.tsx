// Function code → screen component. Every code of commands/functions.ts has an entry here.
import type { Component } from 'solid-js';
import { isFunctionCode, type FunctionCode } from '../commands/functions';
import { AlertsScreen } from '../screens/alerts/AlertsScreen';
import { AgendaScreen } from '../screens/calendar/AgendaScreen';
import { CalendarScreen } from '../screens/calendar/CalendarScreen';
import { CountriesScreen } from '../screens/calendar/CountriesScreen';
import { EventScreen } from '../screens/calendar/EventScreen';
import { HelpScreen } from '../screens/system/HelpScreen';
import { MarketScreen } from '../screens/market/MarketScreen';
import { WatchlistScreen } from '../screens/market/WatchlistScreen';
import { PortfolioScreen } from '../screens/portfolio/PortfolioScreen';
import { SettingsScreen } from '../screens/system/SettingsScreen';
import { CompareScreen } from '../screens/compare/CompareScreen';
import { FundFeesScreen } from '../screens/funds/FundFeesScreen';
import { FundPerformanceScreen } from '../screens/funds/FundPerformanceScreen';
import { FundsScreen } from '../screens/funds/FundsScreen';
import { NavChartScreen } from '../screens/funds/NavChartScreen';
import {
  AuditorsScreen,
  DiaryScreen,
  FinancialsScreen,
  ManagementScreen,
  RatingsScreen,
  SecurityDocuments,
  SecurityOverview,
  ShareholdersScreen,
} from './share-detail-screens';
import { HistoryScreen } from '../screens/share/HistoryScreen';
import { TearScreen } from '../screens/tear/TearScreen';
import { PriceChartScreen } from '../screens/share/PriceChartScreen';
import { ChangesScreen } from '../screens/changes/ChangesScreen';
import { DqScreen } from '../screens/system/DqScreen';
import { SyncScreen } from '../screens/system/SyncScreen';
import { WorkspacesScreen } from '../screens/system/WorkspacesScreen';

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
  TEAR: TearScreen,
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
  PORT: PortfolioScreen,
  ALRT: AlertsScreen,
  WS: WorkspacesScreen,
  SYNC: SyncScreen,
  CHG: ChangesScreen,
  DQ: DqScreen,
  SET: SettingsScreen,
  HELP: HelpScreen,
};

/** The screen of a pane's function code; undefined for a code the registry does not know. */
export function screenFor(code: string): Component | undefined {
  return isFunctionCode(code) ? SCREENS[code] : undefined;
}
