// DES contacts: where to reach the company. The website opens through the link guard (https);
// the e-mail address is copyable text, since mailto: links are not opened by the app.
import { Show, type JSX } from 'solid-js';
import type { Share } from '../../../../src-main/ipc/contract';
import { CopyText } from '../../components/CopyText';
import { ExternalLinkButton, LinkStatus, type LinkOpener } from '../../components/ExternalLink';
import { FactsGrid, type Fact } from '../../components/FactsGrid';
import { SectionHeader } from '../../components/SectionHeader';
import { changeOf, type ChangedFields } from '../../data/use-latest-changes';
import { websiteText, websiteUrl } from '../../data/share-overview';
import { t } from '../../i18n';

export function OverviewContacts(props: { share: Share; opener: LinkOpener; changes: ChangedFields }): JSX.Element {
  const email = () => props.share.email?.trim() || null;
  const site = () => websiteUrl(props.share.website);
  const facts = (): Fact[] => [
    { label: t('Address'), change: changeOf(props.changes, 'address'), value: props.share.address },
    { label: t('Phone'), change: changeOf(props.changes, 'phone_number'), value: props.share.phone_number },
    { label: 'Fax', change: changeOf(props.changes, 'fax'), value: props.share.fax },
    {
      label: 'E-mail',
      change: changeOf(props.changes, 'email'),
      ...(email() ? { node: <CopyText text={email() as string} label={t('e-mail address')} /> } : { value: null }),
    },
    {
      label: t('Website'),
      change: changeOf(props.changes, 'website'),
      ...(site()
        ? {
            node: (
              <ExternalLinkButton
                url={site() as string}
                text={websiteText(site() as string)}
                label={t('the company website')}
                opener={props.opener}
              />
            ),
          }
        : { value: null }),
    },
  ];
  return (
    <div class="des-block" role="group" aria-label="Contacts">
      <SectionHeader title="Contacts" />
      <FactsGrid facts={facts()} label="Contacts" />
      <Show when={props.opener.outcome() ?? props.opener.pending()}>
        <LinkStatus opener={props.opener} />
      </Show>
    </div>
  );
}
