// The token file and the command line's ways to take a token.
import { linkSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { tokenFromArgs } from '../../../src-main/cli/token-source';
import { fileTokenVault } from '../../../src-main/core/token-vault';
import { tempDir } from '../sync/helpers';

const tmp = tempDir('token-file');
afterAll(() => tmp.remove());

describe('the token file', () => {
  it('is written only into a new 0600 file, never through an existing one others can read', async () => {
    if (process.platform === 'win32') return; // no file modes there: the profile folder's ACL protects it
    const vault = fileTokenVault(tmp.dir, {});
    writeFileSync(tmp.file('token'), 'old', { mode: 0o644 });
    linkSync(tmp.file('token'), tmp.file('someone-elses-link')); // e.g. planted by another process
    await vault.set('s3cret', 'https://market.example');
    expect(statSync(tmp.file('token')).mode & 0o777).toBe(0o600);
    expect(vault.kept()).toEqual([{ token: 's3cret', origin: 'https://market.example', from: tmp.file('token') }]);
    expect(readFileSync(tmp.file('someone-elses-link'), 'utf8')).toBe('old');
  });
});

describe('the command line token', () => {
  const never = () => {
    throw new Error('no fallback expected');
  };

  it('comes from --token-file, refusing a file others can read', () => {
    writeFileSync(tmp.file('cli-token'), 'from-file\n', { mode: 0o600 });
    expect(tokenFromArgs({ 'token-file': tmp.file('cli-token') }, never)).toBe('from-file');
    writeFileSync(tmp.file('open-token'), 'x', { mode: 0o644 });
    if (process.platform !== 'win32')
      expect(() => tokenFromArgs({ 'token-file': tmp.file('open-token') }, never)).toThrow(/other users can read it/);
  });

  it('still takes --token, with a warning about the process list', () => {
    const warnings: string[] = [];
    expect(tokenFromArgs({ token: 'visible' }, (w) => warnings.push(w))).toBe('visible');
    expect(warnings.join('')).toMatch(/--token shows the token in the process list/);
  });

  it('is none when neither is given (the data folder and the environment are asked next)', () => {
    expect(tokenFromArgs({}, never)).toBeNull();
  });
});
