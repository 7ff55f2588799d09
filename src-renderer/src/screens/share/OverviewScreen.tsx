// DES for a share: a dense one-screen overview. Headline (last price, change, market cap), then
// identity, last price with performance and volatility, contacts and recent sessions side by
// side, then the company texts. Everything renders from the cache and updates in place.
import { Show, type JSX } from 'solid-js';
import { useApp } from '../../platform/context';
import { createLinkOpener } from '../../components/ExternalLink';
import { missingSecurityText } from '../../data/data-state';
import { useDataset } from '../../data/use-data';
import { useLatestChanges } from '../../data/use-latest-changes';
import { OverviewContacts } from './OverviewContacts';
import { OverviewHeadline } from './OverviewHeadline';
import { OverviewIdentity } from './OverviewIdentity';
import { OverviewQuote } from './OverviewQuote';
import { OverviewTexts } from './OverviewTexts';
import { latestQuote, marketCap } from '../../data/share-overview';
import { RecentSessions } from './RecentSessions';
import { useShareId, useShareList } from '../../data/use-share';
import '../../styles/security-screens.css';

export function OverviewScreen(): JSX.Element {
  const { client, offline } = useApp();
  const id = useShareId();
  const shareRead = useDataset('shares', id);
  const sessions = useShareList('share-prices', 'Latest sessions', false);
  const opener = createLinkOpener(client);
  const changes = useLatestChanges('shares', id);
  const share = () => shareRead()?.records.find((s) => s.id === id());
  const quote = () => latestQuote(share(), sessions.rows());
  const cap = () => marketCap(quote().last, share()?.number_of_shares);

  return (
    <Show when={share()} fallback={<div class="screen-empty">{missingSecurityText('share', shareRead() !== undefined, offline())}</div>}>
      {(s) => (
        <div class="des">
          <OverviewHeadline share={s()} quote={quote()} marketCap={cap()} />
          <div class="des-columns">
            <OverviewIdentity share={s()} marketCap={cap()} changes={changes()} />
            <OverviewQuote share={s()} quote={quote()} />
            <div class="des-stack">
              <OverviewContacts share={s()} opener={opener} changes={changes()} />
              <RecentSessions sessions={sessions.rows()} emptyText={sessions.emptyText()} code={s().mnemo_code ?? String(s().id)} />
            </div>
          </div>
          <OverviewTexts share={s()} />
        </div>
      )}
    </Show>
  );
}
