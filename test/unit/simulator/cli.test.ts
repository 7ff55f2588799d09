import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CliError } from '../../../src-main/cli/cli-error';
import { simulatorCommand } from '../../../src-main/cli/commands/simulator';

const root = path.resolve(import.meta.dirname, '../../..');

describe('market-terminal simulator: arguments', () => {
  it.each([
    [['--port', 'abc'], /--port must be a number from 0 to 65535/],
    [['--port', '70000'], /--port must be a number from 0 to 65535/],
    [['--seed', '1.5'], /--seed must be an integer/],
    [['--seed', 'x'], /--seed must be an integer/],
    [['--scale', '0'], /--scale must be a whole number from 1 to 100/],
    [['--scale', '1.5'], /--scale must be a whole number from 1 to 100/],
    [['--token', 'has space'], /--token must be non-empty/],
    [['--host', ''], /--host must not be empty/],
    [['--bogus'], /Unknown option '--bogus'/],
    [['--port'], /argument missing/],
  ])('refuses %j', async (args, message) => {
    const attempt = simulatorCommand(args);
    await expect(attempt).rejects.toBeInstanceOf(CliError);
    await expect(attempt).rejects.toThrow(message);
  });
});

describe('market-terminal simulator: run', () => {
  it('prints the base URL and token, serves, and stops on SIGTERM', async () => {
    // Node itself with tsx's loader, not the tsx CLI: that one relays a signal to its child and, when
    // the child does not confirm within 30 ms (a loaded machine), kills it and exits 143 itself.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'test/unit/fixtures/cli-child.ts'), 'simulator', '--seed', '3', '--token', 'demo-token'],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const baseUrl = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const m = /^Base URL: (\S+)$/m.exec(out);
          if (m?.[1] && /^Token: /m.test(out)) resolve(m[1]);
        });
        child.on('exit', () => reject(new Error(`exited early: ${out}${err}`)));
      });
      expect(out).toMatch(/^Token: demo-token$/m);
      expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api$/);
      const res = await fetch(`${baseUrl}/v1/countries`, { headers: { Authorization: 'Bearer demo-token' } });
      expect(res.status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 15_000);
});
