import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { rendererBoundary } from '../../../src-main/build/renderer-boundary';

const dir = mkdtempSync(path.join(os.tmpdir(), 'mt-boundary-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function project(entrySource: string) {
  const root = mkdtempSync(path.join(dir, 'p-'));
  mkdirSync(path.join(root, 'renderer'));
  mkdirSync(path.join(root, 'main'));
  writeFileSync(path.join(root, 'main', 'contract.ts'), 'export interface Info { v: string }\nexport const secret = "main-only";\n');
  mkdirSync(path.join(root, 'main', 'shared'));
  writeFileSync(path.join(root, 'main', 'shared', 'pure.ts'), 'export const shout = (s: string) => s.toUpperCase();\n');
  writeFileSync(path.join(root, 'renderer', 'entry.ts'), entrySource);
  return root;
}

function bundle(root: string) {
  return build({
    root: path.join(root, 'renderer'),
    logLevel: 'silent',
    configFile: false,
    plugins: [rendererBoundary(path.join(root, 'renderer'), path.join(root, 'main'), path.join(root, 'main', 'shared'))],
    build: { write: false, lib: { entry: path.join(root, 'renderer', 'entry.ts'), formats: ['es'] } },
  });
}

describe('renderer boundary', () => {
  it('lets the renderer import types from main', async () => {
    const root = project('import type { Info } from "../main/contract";\nexport const x: Info = { v: "ok" };\n');
    await expect(bundle(root)).resolves.toBeDefined();
  });

  it('fails the build when the renderer imports runtime code from main', async () => {
    const root = project('import { secret } from "../main/contract";\nexport const x = secret;\n');
    await expect(bundle(root)).rejects.toThrow(/may only "import type" from main/);
  });

  it("lets the renderer run main's shared pure code, and nothing beside it", async () => {
    await expect(bundle(project('import { shout } from "../main/shared/pure";\nexport const x = shout("a");\n'))).resolves.toBeDefined();
    const sibling = project('import { secret } from "../main/shared/../contract";\nexport const x = secret;\n');
    await expect(bundle(sibling)).rejects.toThrow(/may only "import type" from main/);
  });
});
