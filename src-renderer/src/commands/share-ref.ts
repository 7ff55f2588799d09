// How a share record names itself and opens: one place, so MKT, WL and the movers agree.
import type { Share } from '../../../src-main/ipc/contract';
import type { SecurityRef } from './refs';

/** The mnemonic a trader types; the internal code or the id when the API gave none. */
export function shareCode(share: Share): string {
  return share.mnemo_code?.trim() || share.internal_code?.trim() || String(share.id);
}

/** What opening the share needs; null for a record without an id (nothing to open it by). */
export function shareRef(share: Share): SecurityRef | null {
  if (share.id === null) return null;
  return { kind: 'share', id: share.id, code: shareCode(share), title: share.name ?? shareCode(share) };
}
