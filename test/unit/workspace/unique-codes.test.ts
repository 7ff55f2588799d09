// Enter resolves a code that one cached security holds alone without asking main's search: it
// must name the security that search would have named.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../src-main/store/migrate';
import { MIGRATIONS } from '../../../src-main/store/migrations';
import { SearchIndex } from '../../../src-main/store/search-index';
import { toSecurity, uniqueCodes } from '../../../src-renderer/src/commands/security-codes';

const share = (ref: number, code: string, title = `Share ${ref}`) => ({ kind: 'share' as const, ref, code, title });
const fund = (ref: number, code: string, title = `Fund ${ref}`) => ({ kind: 'fund' as const, ref, code, title });

describe('codes held by one cached security', () => {
  it('names each of a security’s codes, whatever their case, and no code two securities share', () => {
    const codes = uniqueCodes([share(1, 'BOAF CI0000000001'), share(2, 'SNTS'), fund(3, 'snts'), fund(4, 'AB294 AB294')]);
    expect(codes.get('BOAF')).toEqual({ kind: 'share', id: 1, code: 'BOAF', title: 'Share 1' });
    expect(codes.get('CI0000000001')?.id).toBe(1);
    expect(codes.has('SNTS')).toBe(false); // a share and a fund: main's search ranks them, not this
    expect(codes.get('AB294')?.id).toBe(4); // a code twice in one security is still that one's
    expect(codes.has('boaf')).toBe(false); // the keys are upper-case; callers upper-case the text
  });

  it('names what main’s search names first for that code, countries and events in the index too', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS);
    const search = new SearchIndex(db);
    search.put('share', [
      { ref: 1, code: 'BOAF CI0000000001', title: 'Bank of Africa France' },
      { ref: 2, code: 'BOAFX', title: 'BOAF Holdings' },
      { ref: 3, code: 'CIV', title: 'Côte Ivoire Ciments' },
      { ref: 4, code: 'SAME', title: 'Twin A' },
    ]);
    search.put('fund', [
      { ref: 5, code: 'AB294', title: 'BOAF Obligations' },
      { ref: 6, code: 'SAME', title: 'Twin B' },
    ]);
    search.put('country', [{ ref: 384, code: 'CIV', title: 'Côte d’Ivoire' }]);
    const codes = uniqueCodes(search.securities());
    expect([...codes.keys()].sort()).toEqual(['AB294', 'BOAF', 'BOAFX', 'CI0000000001', 'CIV']);
    for (const [code, security] of codes) {
      // The command line's own lookup of main's answer: the exact code first, else the top hit.
      const hits = search.find(code, { limit: 10 });
      const named = hits.find((h) => h.code.split(' ').some((c) => c.toUpperCase() === code)) ?? hits[0];
      expect(named && toSecurity(named), code).toEqual(security);
    }
  });
});
