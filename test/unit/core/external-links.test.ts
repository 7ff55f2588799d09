import { describe, expect, it } from 'vitest';
import { approveExternalUrl, RefusedLinkError } from '../../../src-main/core/external-links';

const demo = 'http://127.0.0.1:4100';

describe('external links', () => {
  it('lets https through, and adds the scheme company websites often lack', () => {
    expect(approveExternalUrl('https://www.sonatel.sn/investors', demo)).toBe('https://www.sonatel.sn/investors');
    expect(approveExternalUrl('www.sonatel.sn', demo)).toBe('https://www.sonatel.sn/');
  });

  it('allows plain http only to the data source itself (the demo market serves documents on loopback)', () => {
    expect(approveExternalUrl(`${demo}/shared/documents/report.pdf`, demo)).toBe(`${demo}/shared/documents/report.pdf`);
    expect(() => approveExternalUrl('http://127.0.0.1:9999/x.pdf', demo)).toThrow(RefusedLinkError);
    expect(() => approveExternalUrl('http://example.com/', null)).toThrow(/only https/);
  });

  it.each([
    'javascript:alert(1)',
    'file:///etc/passwd',
    'data:text/html,<script>1</script>',
    'ms-settings:',
    'https://user:pw@example.com/',
    'https://',
  ])('refuses %s', (url) => {
    expect(() => approveExternalUrl(url, demo)).toThrow(RefusedLinkError);
  });
});
