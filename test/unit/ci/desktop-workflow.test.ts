// The desktop workflow cannot run on this machine (no Electron binary, no runners): this checks
// what can be checked by reading it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

interface Step {
  name?: string;
  run?: string;
  uses?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  jobs: Record<string, { strategy?: { matrix?: { os?: string[] } }; steps: Step[] }>;
}

const workflow = load(readFileSync(path.join(root, '.github/workflows/desktop.yml'), 'utf8')) as Workflow;
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const runs = steps.map((s) => s.run ?? '').join('\n');

describe('.github/workflows/desktop.yml', () => {
  it('runs on Linux, Windows and macOS', () => {
    const oses = Object.values(workflow.jobs).flatMap((job) => job.strategy?.matrix?.os ?? []);
    expect(oses).toEqual(expect.arrayContaining(['ubuntu-latest', 'windows-latest', 'macos-latest']));
  });

  it('calls only npm scripts that exist', () => {
    const called = [...runs.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1] ?? '');
    expect(called.length).toBeGreaterThan(0);
    for (const name of called) expect(scripts, `npm run ${name}`).toHaveProperty([name]);
  });

  it('installs with the Electron binary, tests, tests real Electron under xvfb on Linux, and builds installers', () => {
    expect(runs).toMatch(/^npm ci$/m);
    expect(runs).not.toContain('ELECTRON_SKIP_BINARY_DOWNLOAD');
    expect(runs).toMatch(/^npm test$/m);
    expect(runs).toMatch(/xvfb-run .*npm run test:electron/);
    expect(runs).toMatch(/^npm run dist$/m);
    expect(scripts.test).toContain('npm run test:host');
  });

  it('keeps the installers as artifacts', () => {
    const upload = steps.find((s) => s.uses?.startsWith('actions/upload-artifact') && String(s.with?.path).includes('.dmg'));
    expect(String(upload?.with?.path)).toMatch(/\.exe[\s\S]*\.dmg[\s\S]*\.AppImage[\s\S]*\.deb/);
  });
});
