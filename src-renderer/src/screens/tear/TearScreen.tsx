// TEAR: a printable report on the pane's share or fund.
import { bySecurityKind } from '../../components/by-security-kind';
import { FundTear } from './FundTear';
import { ShareTear } from './ShareTear';

export const TearScreen = bySecurityKind(ShareTear, FundTear);
