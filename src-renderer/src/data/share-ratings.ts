// Credit ratings: those in force first (by agency), then expired ones (most recently expired
// first). A rating without an expiry date counts as in force.
import type { ShareRating } from '../../../src-main/ipc/contract';
import { dayOf, daysBetween } from '../format/days';

export type RatingRow<T> = T & { expired: boolean; daysLeft: number | null };

export function orderRatings<T extends Pick<ShareRating, 'expiration_date' | 'rating_agency'>>(
  rows: readonly T[],
  today: string,
): RatingRow<T>[] {
  const marked = rows.map((row) => {
    const expiry = dayOf(row.expiration_date);
    return { ...row, expired: expiry !== null && expiry < today, daysLeft: expiry === null ? null : daysBetween(today, expiry) };
  });
  const valid = marked.filter((row) => !row.expired).sort((a, b) => (a.rating_agency ?? '').localeCompare(b.rating_agency ?? ''));
  const expired = marked
    .filter((row) => row.expired)
    .sort((a, b) => (dayOf(b.expiration_date) ?? '').localeCompare(dayOf(a.expiration_date) ?? ''));
  return [...valid, ...expired];
}
