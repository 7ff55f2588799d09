// The share detail screens (and DES/DOCS for either kind), as the registry maps function codes to them.
import { AuditorsScreen } from './AuditorsScreen';
import { FundDocumentsScreen } from '../funds/FundDocumentsScreen';
import { FundOverviewScreen } from '../funds/FundOverviewScreen';
import { DiaryScreen } from './DiaryScreen';
import { DocumentsScreen } from './DocumentsScreen';
import { FinancialsScreen } from './FinancialsScreen';
import { bySecurityKind } from './by-security-kind';
import { ManagementScreen } from './ManagementScreen';
import { OverviewScreen } from './OverviewScreen';
import { RatingsScreen } from './RatingsScreen';
import { ShareholdersScreen } from './ShareholdersScreen';

export const SecurityOverview = bySecurityKind(OverviewScreen, FundOverviewScreen);
export const SecurityDocuments = bySecurityKind(DocumentsScreen, FundDocumentsScreen);
export { AuditorsScreen, DiaryScreen, FinancialsScreen, ManagementScreen, RatingsScreen, ShareholdersScreen };
