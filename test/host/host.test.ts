// npm run test:host: the built desktop host, booted under Node with the electron stand-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostChecks } from './host-checks';
import { startStandInHost, type StandInHost } from './stand-in-host';

describe('desktop host (built main bundle, electron stand-in)', () => {
  let host: StandInHost;
  beforeAll(async () => {
    host = await startStandInHost();
  }, 30_000);
  afterAll(async () => {
    await host?.close();
  });

  for (const check of hostChecks) it(check.name, () => check.run(host));

  it('registers app:// as a standard, secure scheme before ready and serves it after', async () => {
    const registrations = await host.op<{ privilegedSchemes: { scheme: string; privileges: Record<string, boolean> }[]; handledSchemes: string[] }>('registrations');
    expect(registrations.privilegedSchemes).toContainEqual({ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) as unknown });
    expect(registrations.handledSchemes).toEqual(['app']);
  });

  it('loads the Node build of better-sqlite3 here, and says so', () => {
    expect(host.output()).toMatch(/better-sqlite3: not running in Electron .*Node build/);
  });
});
