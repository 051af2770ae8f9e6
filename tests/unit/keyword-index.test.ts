import { describe, expect, it } from 'vitest';
import { buildKeywordIndex, evaluateTsquery, parseTsquery } from '@/services/stock/keyword-index';

// Documents in a tsvector's text form, as PostgreSQL gives them (lexemes, 1-based positions).
const DOCUMENTS = [
  {
    document: "'hyund':1 'tucson':2 'hybrid':3 'essenc':4 '5':5 'plac':6",
    text: 'hyundai tucson hybride essence 5 places',
  },
  { document: "'hyund':1 'santa':2 'fe':3 'hybrid':4 '7':5 'plac':6", text: 'hyundai santa fe hybride 7 places' },
  { document: "'ki':1 'ev3':2 'electr':3 '5':4 'plac':5 '7':6", text: 'kia ev3 electrique 5 places 7' },
  { document: "'esch':2 'esch-sur-alzet':1 'alzet':4 'diesel':5", text: 'esch-sur-alzette diesel' },
];
const index = buildKeywordIndex(DOCUMENTS);
const matches = (tsquery: string) => {
  const node = parseTsquery(tsquery);
  return node ? [...evaluateTsquery(index, DOCUMENTS.length, node)].flatMap((m, slot) => (m ? [slot] : [])) : null;
};

describe('the in-memory evaluation of a tsquery', () => {
  it('reads and, or, not with PostgreSQL’s precedence', () => {
    expect(matches("'hyund' & 'hybrid'")).toEqual([0, 1]);
    expect(matches("'ki' | 'hyund' & 'tucson'")).toEqual([0, 2]);
    expect(matches("'hyund' & !'tucson'")).toEqual([1]);
    expect(matches("( 'ki' | 'diesel' ) & 'electr'")).toEqual([2]);
  });

  it('keeps a phrase to words side by side, at the distance a stop word leaves', () => {
    // The Kia has a 7, and places, but not « 7 places ».
    expect(matches("'7' <-> 'plac'")).toEqual([1]);
    expect(matches("'esch' <2> 'alzet'")).toEqual([3]);
    expect(matches("'esch' <-> 'alzet'")).toEqual([]);
  });

  it('has no query for stop words only, and finds nothing for an unknown word', () => {
    expect(parseTsquery('')).toBeNull();
    expect(matches("'zzkq'")).toEqual([]);
  });

  it('keeps the words of the stock, to correct a misspelt one against', () => {
    expect(index.vocabulary).toContain('hyundai');
    expect(index.vocabulary).not.toContain('fe');
  });
});
