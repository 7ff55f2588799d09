import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Invalid, required, toDate, toEnum, toFloat, toInt, toText, toTime, type Coercer } from '../../../src-main/api/schemas/coerce';

/** The reason a coercer gives, or a failure if it accepted the value. */
function reasonOf<T>(coerce: Coercer<T>, value: unknown): string {
  const r = coerce(value);
  if (!(r instanceof Invalid)) throw new Error(`expected ${JSON.stringify(value)} to be refused, got ${JSON.stringify(r)}`);
  return r.reason;
}

describe('toFloat (declared Float)', () => {
  it('accepts JSON numbers and decimal strings alike', () => {
    expect(toFloat(12.5)).toBe(12.5);
    expect(toFloat('12.50')).toBe(12.5);
    expect(toFloat('-0.034')).toBe(-0.034);
    expect(toFloat('1e3')).toBe(1000);
    expect(toFloat('  7.25 ')).toBe(7.25);
    expect(toFloat('+3')).toBe(3);
    expect(toFloat('.5')).toBe(0.5);
    expect(toFloat('10234')).toBe(10234);
  });

  it('reads absent values as null', () => {
    expect(toFloat('')).toBeNull();
    expect(toFloat('   ')).toBeNull();
    expect(toFloat(null)).toBeNull();
    expect(toFloat(undefined)).toBeNull();
  });

  it('refuses non-numbers with a reason naming the value', () => {
    expect(reasonOf(toFloat, 'abc')).toBe('"abc" is not a number');
    expect(reasonOf(toFloat, '12,5')).toBe('"12,5" is not a number');
    expect(reasonOf(toFloat, 'NaN')).toBe('"NaN" is not a number');
    expect(reasonOf(toFloat, 'Infinity')).toBe('"Infinity" is not a number');
    expect(reasonOf(toFloat, '0x1F')).toBe('"0x1F" is not a number');
    expect(reasonOf(toFloat, '1e999')).toBe('"1e999" is not a finite number');
    expect(reasonOf(toFloat, Number.NaN)).toBe('NaN is not a finite number');
    expect(reasonOf(toFloat, Number.POSITIVE_INFINITY)).toBe('Infinity is not a finite number');
    expect(reasonOf(toFloat, true)).toBe('expected a number, got a boolean');
    expect(reasonOf(toFloat, {})).toBe('expected a number, got an object');
    expect(reasonOf(toFloat, [1])).toBe('expected a number, got an array');
  });

  it('shortens long bad strings in the reason', () => {
    expect(reasonOf(toFloat, 'x'.repeat(500))).toBe(`"${'x'.repeat(40)}…" is not a number`);
  });

  it('has a single zero (no -0)', () => {
    expect(Object.is(toFloat(-0), 0)).toBe(true);
    expect(Object.is(toFloat('-0.00'), 0)).toBe(true);
    expect(Object.is(toFloat('-0e5'), 0)).toBe(true);
  });

  it('keeps ratios unscaled', () => {
    expect(toFloat('0.05')).toBe(0.05);
  });

  // The hot path skips the regex and uses a Clinger fast path; it must answer exactly as
  // "trim, match plain decimal notation, Number(), finite" would.
  it('agrees with the reference reading of decimal text on arbitrary strings', () => {
    const reference = (value: string): number | null | 'invalid' => {
      const t = value.trim();
      if (t === '') return null;
      if (!/^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/.test(t)) return 'invalid';
      const n = Number(t);
      return Number.isFinite(n) ? (n === 0 ? 0 : n) : 'invalid';
    };
    const decimalish = fc
      .array(fc.constantFrom('0', '1', '5', '9', '.', '-', '+', 'e', 'E', 'x', ' ', '0x', 'Infinity', '1234567', '00000000'), {
        maxLength: 12,
      })
      .map((parts) => parts.join(''));
    const longDecimal = fc
      .tuple(fc.boolean(), fc.stringMatching(/^\d{1,20}$/), fc.stringMatching(/^\d{0,20}$/))
      .map(([neg, int, frac]) => `${neg ? '-' : ''}${int}${frac ? `.${frac}` : ''}`);
    fc.assert(
      fc.property(fc.oneof(decimalish, longDecimal, fc.string({ maxLength: 12 })), (s) => {
        const r = toFloat(s);
        const expected = reference(s);
        if (expected === 'invalid') expect(r).toBeInstanceOf(Invalid);
        else expect(Object.is(r, expected)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('toInt (declared Int, ids)', () => {
  it('accepts integer numbers and integer text', () => {
    expect(toInt(42)).toBe(42);
    expect(toInt('42')).toBe(42);
    expect(toInt(' 42 ')).toBe(42);
    expect(toInt('1e3')).toBe(1000);
    expect(toInt('12.0')).toBe(12);
    expect(toInt('')).toBeNull();
    expect(toInt(null)).toBeNull();
  });

  it('refuses fractions, garbage and integers beyond 2^53', () => {
    expect(reasonOf(toInt, 12.5)).toBe('12.5 is not an integer');
    expect(reasonOf(toInt, '12.5')).toBe('"12.5" is not an integer');
    expect(reasonOf(toInt, 'abc')).toBe('"abc" is not a number');
    expect(reasonOf(toInt, 2 ** 60)).toMatch(/too large/);
  });
});

describe('toText (declared String)', () => {
  it('keeps text, trimmed', () => {
    expect(toText('Société Générale')).toBe('Société Générale');
    expect(toText('  padded  ')).toBe('padded');
    expect(toText('line 1\nline 2')).toBe('line 1\nline 2');
  });

  // The members of a page skip the trim call when both ends are printable ASCII; any other end
  // still gets the full trim, Unicode spaces included.
  it('trims Unicode spaces as String.prototype.trim does', () => {
    expect(toText('\u00a0Société\u3000')).toBe('Société');
    expect(toText('\ufeffSONATEL')).toBe('SONATEL');
    expect(toText('BOAF\u2028')).toBe('BOAF');
    expect(toText('\u00a0')).toBeNull();
    expect(toDate('\u00a02024-01-02\ufeff')).toBe('2024-01-02');
    expect(toFloat('\u200312.50\u00a0')).toBe(12.5);
  });

  it('turns numbers (ids) into their decimal text', () => {
    expect(toText(12)).toBe('12');
    expect(toText(0.5)).toBe('0.5');
    expect(toText(-0)).toBe('0');
    expect(toText(true)).toBe('true');
  });

  it('reads absent values as null and refuses objects and arrays', () => {
    expect(toText('')).toBeNull();
    expect(toText(null)).toBeNull();
    expect(toText(undefined)).toBeNull();
    expect(reasonOf(toText, { a: 1 })).toBe('expected a string, got an object');
    expect(reasonOf(toText, ['a'])).toBe('expected a string, got an array');
  });
});

describe('toDate (declared Date)', () => {
  it('accepts the three served forms and returns ISO 8601', () => {
    expect(toDate('2024-01-02')).toBe('2024-01-02');
    expect(toDate('2024-01-02 13:45:07')).toBe('2024-01-02T13:45:07');
    expect(toDate('2024-01-02 00:00:00.000')).toBe('2024-01-02T00:00:00.000');
    expect(toDate('2024-01-02T13:45:07')).toBe('2024-01-02T13:45:07');
    expect(toDate('2024-01-02T13:45:07.123')).toBe('2024-01-02T13:45:07.123');
    expect(toDate(' 2024-01-02 ')).toBe('2024-01-02');
  });

  it('reads absent values as null', () => {
    expect(toDate('')).toBeNull();
    expect(toDate(null)).toBeNull();
    expect(toDate(undefined)).toBeNull();
  });

  it('refuses impossible dates and times', () => {
    expect(reasonOf(toDate, '2024-13-01')).toBe('"2024-13-01" is not a valid date (month 13)');
    expect(reasonOf(toDate, '2024-00-01')).toMatch(/month 00/);
    expect(reasonOf(toDate, '2024-01-45')).toBe('"2024-01-45" is not a valid date (day 45 of 2024-01)');
    expect(reasonOf(toDate, '2024-02-30')).toMatch(/day 30 of 2024-02/);
    expect(reasonOf(toDate, '2024-04-31')).toMatch(/day 31/);
    expect(reasonOf(toDate, '2024-01-01 25:00:00')).toBe('"2024-01-01 25:00:00" is not a valid date (time 25:00:00)');
    expect(reasonOf(toDate, '2024-01-01 23:60:00')).toMatch(/time 23:60:00/);
    expect(reasonOf(toDate, '2024-01-01 23:59:60')).toMatch(/time/);
  });

  it('knows leap years', () => {
    expect(toDate('2024-02-29')).toBe('2024-02-29');
    expect(toDate('2000-02-29')).toBe('2000-02-29');
    expect(toDate('2023-02-29')).toBeInstanceOf(Invalid);
    expect(toDate('1900-02-29')).toBeInstanceOf(Invalid);
    expect(toDate('2100-02-29 00:00:00')).toBeInstanceOf(Invalid);
  });

  it('refuses other layouts and non-strings', () => {
    for (const bad of [
      '01/02/2024',
      '2024-1-2',
      '2024-01-02T10:00',
      '2024-01-02 10:00:00.12',
      '2024-01-02Z',
      '2024-01-02 10:00:00+01:00',
      '２０２４-01-02',
    ]) {
      expect(reasonOf(toDate, bad)).toMatch(/is not a date \(expected YYYY-MM-DD/);
    }
    expect(reasonOf(toDate, 20240102)).toBe('expected a date string, got a number');
  });

  it('accepts exactly the calendar days that exist', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (y, m, d) => {
        const text = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        const exists = new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d; // UTC: no timezone in play
        expect(toDate(text) === text).toBe(exists);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('toTime (event hour)', () => {
  it('keeps HH:MM, reads absent as null, refuses the rest', () => {
    expect(toTime('08:30')).toBe('08:30');
    expect(toTime('23:59')).toBe('23:59');
    expect(toTime('00:00')).toBe('00:00');
    expect(toTime('')).toBeNull();
    expect(toTime(null)).toBeNull();
    expect(reasonOf(toTime, '24:00')).toBe('"24:00" is not a valid time (expected HH:MM)');
    expect(reasonOf(toTime, '12:60')).toMatch(/not a valid time/);
    expect(reasonOf(toTime, '8:30')).toMatch(/not a valid time/);
    expect(reasonOf(toTime, '08:30:00')).toMatch(/not a valid time/);
    expect(reasonOf(toTime, 830)).toBe('expected a time string, got a number');
  });
});

describe('toEnum (importance)', () => {
  const importance = toEnum(['LOW', 'MEDIUM', 'HIGH', 'HOLIDAY']);
  it('matches any case, answers upper case', () => {
    expect(importance('low')).toBe('LOW');
    expect(importance('Medium')).toBe('MEDIUM');
    expect(importance('HIGH')).toBe('HIGH');
    expect(importance('holiday')).toBe('HOLIDAY');
    expect(importance('')).toBeNull();
    expect(importance(null)).toBeNull();
  });

  it('refuses unknown levels', () => {
    expect(reasonOf(importance, 'urgent')).toBe('"urgent" is not one of LOW, MEDIUM, HIGH, HOLIDAY');
    expect(reasonOf(importance, 3)).toBe('expected one of LOW, MEDIUM, HIGH, HOLIDAY, got a number');
  });
});

describe('required', () => {
  it('refuses absent values', () => {
    const count = required(toInt);
    expect(count('3')).toBe(3);
    expect(reasonOf(count, null)).toBe('is required, got null');
    expect(reasonOf(count, undefined)).toBe('is required, got nothing');
    expect(reasonOf(count, 'x')).toBe('"x" is not a number');
  });
});
