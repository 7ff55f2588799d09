import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveInside } from '../../../src-main/server/static-files';

const root = path.resolve('/srv/renderer');

describe('resolveInside', () => {
  it('maps / to index.html and keeps asset paths inside the root', () => {
    expect(resolveInside(root, '/')).toBe(path.join(root, 'index.html'));
    expect(resolveInside(root, '/assets/app.js')).toBe(path.join(root, 'assets/app.js'));
  });

  it.each(['/../secret', '/assets/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc', '/a%00b', '/%E0%A4%A'])('refuses %s', (url) => {
    expect(resolveInside(root, url)).toBeNull();
  });
});
