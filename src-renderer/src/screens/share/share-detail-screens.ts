// The share detail screens, as the registry maps function codes to them.
import { AuditorsScreen } from './AuditorsScreen';
import { DiaryScreen } from './DiaryScreen';
import { DocumentsScreen } from './DocumentsScreen';
import { FinancialsScreen } from './FinancialsScreen';
import { forShares } from './for-shares';
import { ManagementScreen } from './ManagementScreen';
import { OverviewScreen } from './OverviewScreen';
import { RatingsScreen } from './RatingsScreen';
import { ShareholdersScreen } from './ShareholdersScreen';

export const ShareOverview = forShares(OverviewScreen);
export const ShareDocuments = forShares(DocumentsScreen);
export { AuditorsScreen, DiaryScreen, FinancialsScreen, ManagementScreen, RatingsScreen, ShareholdersScreen };
