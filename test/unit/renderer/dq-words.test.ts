// DQ and SYNC agree: SYNC counts what the last fetches refused, DQ lists the newest refusals kept
// overall, and a dataset whose refusals were all pushed out says so instead of "nothing refused".
import { describe, expect, it } from 'vitest';
import { dqEmptyText, keptNote } from '../../../src-renderer/src/screens/system/dq-words';

const fmt = (n: number) => n.toLocaleString('en-US');

describe('DQ words', () => {
  it('says why a dataset SYNC counts refusals for lists none', () => {
    const counts = { shown: 0, lastFetch: 14_851, kept: 2000 };
    expect(dqEmptyText('share-history', counts, fmt)).toBe(
      '14,851 refused in the last syncs, the newest 2,000 kept overall: none of them is from share-history',
    );
    expect(keptNote(counts, fmt)).toBe('14,851 refused in the last syncs, the newest 2,000 kept overall');
  });

  it('says nothing was refused only when nothing was', () => {
    expect(dqEmptyText('shares', { shown: 0, lastFetch: 0, kept: 2000 }, fmt)).toBe('Nothing refused in shares');
    expect(dqEmptyText(null, { shown: 0, lastFetch: 0, kept: 2000 }, fmt)).toBe('Nothing refused: every record the service sent was valid');
    // Every refusal of the last fetches is kept: no note.
    expect(keptNote({ shown: 40, lastFetch: 40, kept: 2000 }, fmt)).toBeNull();
  });
});
