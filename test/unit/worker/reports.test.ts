import { describe, expect, it } from 'vitest';
import type { SyncReport } from '../../../src-main/core/threads/protocol';
import { reportsTo } from '../../../src-main/worker/reports';

describe('the sync worker reports', () => {
  it('sends the updates of one commit as one message, once the turn is done', async () => {
    const posted: SyncReport[] = [];
    const { updated } = reportsTo((message) => posted.push(message));
    updated({ dataset: 'share-history', key: '1', from: '2024-01-02' });
    updated({ dataset: 'shares', key: '' });
    updated({ dataset: 'fund-valuations', key: '7', from: null });
    expect(posted).toEqual([]);
    await Promise.resolve();
    expect(posted).toEqual([
      {
        type: 'updated',
        updates: [
          { dataset: 'share-history', key: '1', from: '2024-01-02' },
          { dataset: 'shares', key: '' },
          { dataset: 'fund-valuations', key: '7', from: null },
        ],
      },
    ]);
    updated({ dataset: 'shares', key: '' });
    await Promise.resolve();
    expect(posted).toHaveLength(2);
  });

  it('sends the updates gathered so far before any other report: the host sees them in order', async () => {
    const posted: SyncReport[] = [];
    const { updated, report } = reportsTo((message) => posted.push(message));
    updated({ dataset: 'share-history', key: '1', from: '2024-01-02' });
    report({ type: 'fired', ids: [3] });
    await Promise.resolve();
    expect(posted.map((m) => m.type)).toEqual(['updated', 'fired']);
  });
});
