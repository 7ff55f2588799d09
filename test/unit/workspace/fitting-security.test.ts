// A bare function code: the focused pane's security when it fits, else one offered from another
// pane that fits; never a share for a fund-only function.
import { describe, expect, it } from 'vitest';
import { fittingSecurity, targetWords } from '../../../src-renderer/src/commands/functions';

const share = { kind: 'share' as const, id: 1, code: 'SNTS', title: 'Sonatel' };
const fund = { kind: 'fund' as const, id: 7, code: 'AB294', title: 'FCP AB Capital Garanti 2026' };

describe('fitting security for a bare function code', () => {
  it('applies NAV to the focused fund', () => {
    expect(fittingSecurity('NAV', fund, [share, fund])).toEqual({ security: fund, focused: true });
  });

  it('never offers a share for NAV: a fund another pane shows, or nothing', () => {
    expect(fittingSecurity('NAV', share, [share, undefined, fund])).toEqual({ security: fund, focused: false });
    expect(fittingSecurity('nav', share, [share])).toBeNull();
    expect(targetWords('NAV')).toBe('a fund');
  });

  it('applies DES and CMP to either kind', () => {
    expect(fittingSecurity('DES', share, [])).toEqual({ security: share, focused: true });
    expect(fittingSecurity('CMP', fund, [])).toEqual({ security: fund, focused: true });
    expect(targetWords('DES')).toBe('a share or a fund');
  });
});
