// The share detail screens (and DES/DOCS for either kind), as the registry maps function codes to them.
import { AuditorsScreen } from '../screens/share/AuditorsScreen';
import { FundDocumentsScreen } from '../screens/funds/FundDocumentsScreen';
import { FundOverviewScreen } from '../screens/funds/FundOverviewScreen';
import { DiaryScreen } from '../screens/share/DiaryScreen';
import { DocumentsScreen } from '../screens/share/DocumentsScreen';
import { FinancialsScreen } from '../screens/share/FinancialsScreen';
import { bySecurityKind } from '../components/by-security-kind';
import { ManagementScreen } from '../screens/share/ManagementScreen';
import { OverviewScreen } from '../screens/share/OverviewScreen';
import { RatingsScreen } from '../screens/share/RatingsScreen';
import { ShareholdersScreen } from '../screens/share/ShareholdersScreen';

export const SecurityOverview = bySecurityKind(OverviewScreen, FundOverviewScreen);
export const SecurityDocuments = bySecurityKind(DocumentsScreen, FundDocumentsScreen);
export { AuditorsScreen, DiaryScreen, FinancialsScreen, ManagementScreen, RatingsScreen, ShareholdersScreen };
