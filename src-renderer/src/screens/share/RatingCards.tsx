// RATE at a glance: one card per agency with its grades; expired ratings dimmed and badged.
import { For, type JSX } from 'solid-js';
import type { ShareRating } from '../../../../src-main/ipc/contract';
import { EM_DASH, formatDate } from '../../format';
import type { RatingRow } from '../../data/share-ratings';

const orDash = (text: string | null) => (text && text.trim() !== '' ? text : EM_DASH);

function expiryText(r: RatingRow<ShareRating>): string {
  if (r.daysLeft === null) return 'no expiry date';
  const day = formatDate(r.expiration_date);
  if (r.expired) return `expired ${day} · ${-r.daysLeft} d ago`;
  return `expires ${day} · ${r.daysLeft === 0 ? 'today' : `in ${r.daysLeft} d`}`;
}

export function RatingCards(props: { ratings: readonly RatingRow<ShareRating>[] }): JSX.Element {
  return (
    <div class="rating-cards">
      <For each={props.ratings}>
        {(r) => (
          <article
            class="rating-card"
            classList={{ expired: r.expired }}
            aria-label={`${orDash(r.rating_agency)}${r.expired ? ' (expired)' : ''}`}
          >
            <header class="rc-head">
              <span class="rc-agency">{orDash(r.rating_agency)}</span>
              <span class={r.expired ? 'rc-badge rc-expired' : 'rc-badge rc-valid'}>{r.expired ? 'EXPIRED' : 'IN FORCE'}</span>
            </header>
            <div class="rc-grades">
              <span class="rc-term">LT</span>
              <span class="rc-grade" title="Long-term grade">
                {orDash(r.long_term_note)}
              </span>
              <span class="rc-outlook" title="Long-term outlook">
                {orDash(r.long_perspective)}
              </span>
              <span class="rc-term">ST</span>
              <span class="rc-grade rc-short" title="Short-term grade">
                {orDash(r.short_term_note)}
              </span>
              <span class="rc-outlook" title="Short-term outlook">
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
