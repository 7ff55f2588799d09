// RATE at a glance: one card per agency with its grades; expired ratings dimmed and badged.
import { For, type JSX } from 'solid-js';
import type { ShareRating } from '../../../../src-main/ipc/contract';
import { EM_DASH, formatDate } from '../../format';
import type { RatingRow } from '../../data/share-ratings';
import { t } from '../../i18n';

const orDash = (text: string | null) => (text && text.trim() !== '' ? text : EM_DASH);

function expiryText(r: RatingRow<ShareRating>): string {
  if (r.daysLeft === null) return t('no expiry date');
  const day = formatDate(r.expiration_date);
  if (r.expired) return t('expired {day} · {n} d ago', { day, n: -r.daysLeft });
  return t('expires {day} · {when}', { day, when: r.daysLeft === 0 ? t('today') : t('in {n} d', { n: r.daysLeft }) });
}

export function RatingCards(props: { ratings: readonly RatingRow<ShareRating>[] }): JSX.Element {
  return (
    <div class="rating-cards">
      <For each={props.ratings}>
        {(r) => (
          <article
            class="rating-card"
            classList={{ expired: r.expired }}
            aria-label={r.expired ? t('{agency} (expired)', { agency: orDash(r.rating_agency) }) : orDash(r.rating_agency)}
          >
            <header class="rc-head">
              <span class="rc-agency">{orDash(r.rating_agency)}</span>
              <span class={r.expired ? 'rc-badge rc-expired' : 'rc-badge rc-valid'}>{r.expired ? t('EXPIRED') : t('IN FORCE')}</span>
            </header>
            <div class="rc-grades">
              <span class="rc-term">LT</span>
              <span class="rc-grade" title={t('Long-term grade')}>
                {orDash(r.long_term_note)}
              </span>
              <span class="rc-outlook" title={t('Long-term outlook')}>
                {orDash(r.long_perspective)}
              </span>
              <span class="rc-term">{t('ST')}</span>
              <span class="rc-grade rc-short" title={t('Short-term grade')}>
                {orDash(r.short_term_note)}
              </span>
              <span class="rc-outlook" title={t('Short-term outlook')}>
                {orDash(r.short_perspective)}
              </span>
            </div>
            <div class="rc-line muted">{expiryText(r)}</div>
          </article>
        )}
      </For>
    </div>
  );
}
