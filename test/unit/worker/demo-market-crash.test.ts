// The demo market's thread killed: it is started again at the address the session already holds
// (same port, same token), so the terminal's sync finds it again without being told anything.
import { describe, expect, it } from 'vitest';
import { startDemoMarket } from '../../../src-main/core/threads/demo-market';

const countries = (market: { baseUrl: string; token: string }) =>
  fetch(`${market.baseUrl}/v1/countries?limit=1`, { headers: { Authorization: `Bearer ${market.token}` } }).then(
    (r) => r.status,
    () => 'refused' as const,
  );

describe('a killed demo market worker', () => {
  it('comes back on the same address with the same token', async () => {
    const market = await startDemoMarket(1);
    try {
      expect(await countries(market)).toBe(200);
      await market.kill();
      let status: number | 'refused' = 'refused';
      for (let tries = 0; tries < 150 && status !== 200; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = await countries(market);
      }
      expect(status).toBe(200);
    } finally {
      await market.close();
    }
    expect(await countries(market)).toBe('refused'); // closed means closed: no restart after close
  }, 30_000);
});
