import { describe, expect, it } from 'vitest';
import { filterRows, normalizeForSearch, queryTerms, rowHaystack } from '../../../src-renderer/src/components/table/filter';
import { ids, quoteColumns, quotes } from './table-fixtures';

const filter = (query: string, locale = 'en-US') => ids(filterRows(quotes, quoteColumns, query, locale));

describe('filterRows', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(filter('')).toEqual(ids(quotes));
    expect(filter('   ')).toEqual(ids(quotes));
  });
  it('matches a case-insensitive substring of any displayed cell', () => {
    expect(filter('AAPL')).toEqual(['2']);
    expect(filter('apple')).toEqual(['2']);
    expect(filter('sys')).toEqual(['1']);
  });
  it('matches numbers as displayed and raw', () => {
    expect(filter('1,234.50')).toEqual(['1']);
    expect(filter('1234.5')).toEqual(['1']);
    expect(filter('+1.23%')).toEqual(['1']);
    expect(filter('3.4B')).toEqual(['3']);
    expect(filter('-0.45')).toEqual(['2']); // shown with a true minus, typed with a hyphen
  });
  it('matches displayed dates and the em dash of absent cells', () => {
    expect(filter('2026-11')).toEqual(['1', '2', '5']);
    expect(filter('—')).toEqual(['2', '3', '4']);
  });
  it('requires every term, each in some cell, keeping the original order', () => {
    expect(filter('a 99.10')).toEqual(['2', '5']);
    expect(filter('aapl snts')).toEqual([]);
  });
  it('matches what the locale displays, whatever space the user types', () => {
    expect(filter('1 234,50', 'fr-FR')).toEqual(['1']);
    expect(filter('1,234.50', 'fr-FR')).toEqual([]);
  });
  it('gives the same answer with precomputed haystacks', () => {
    const haystacks = quotes.map((q) => rowHaystack(q, quoteColumns, 'en-US'));
    expect(ids(filterRows(quotes, quoteColumns, 'a', 'en-US', haystacks))).toEqual(filter('a'));
  });
  it('does not let a term span two cells', () => {
    expect(filter('snts sentinel')).toEqual(['1']);
    expect(filter('sntssentinel')).toEqual([]);
  });
});

describe('normalisation', () => {
  it('lower-cases and unifies spaces and minus signs', () => {
    expect(normalizeForSearch('A\u202fB\u00a0C \u22121')).toBe('a b c -1');
    expect(queryTerms('  Foo   BAR ')).toEqual(['foo', 'bar']);
  });
});
