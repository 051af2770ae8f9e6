import { describe, expect, it } from 'vitest';
import { freeSlug, SLUG_PATTERN, slugProblem, suggestSlug } from '@/site/studio/pages/page-slug';
import { createStoryBody } from '@/content/management-contract';

describe('suggestSlug', () => {
  it('lowercases, drops accents and turns spaces and punctuation into single dashes', () => {
    expect(suggestSlug('Essai atelier')).toBe('essai-atelier');
    expect(suggestSlug('Réserver un essai à Esch-sur-Alzette !')).toBe('reserver-un-essai-a-esch-sur-alzette');
    expect(suggestSlug('  Noël   & Pâques  ')).toBe('noel-paques');
    expect(suggestSlug('L’été de l’Œuvre')).toBe('l-ete-de-l-oeuvre');
    expect(suggestSlug('Ça coûte 1 500 €')).toBe('ca-coute-1-500');
  });

  it('gives nothing for a name without letters or digits, and at most 100 characters without a trailing dash', () => {
    expect(suggestSlug('« ! »')).toBe('');
    const long = suggestSlug(`${'a'.repeat(99)} b`);
    expect(long).toBe('a'.repeat(99));
    expect(suggestSlug('x'.repeat(150))).toHaveLength(100);
  });

  it('suggests only slugs the management API accepts', () => {
    for (const name of ['Essai atelier', 'Ÿ ÿ Æther', '2025 — Nouveautés', 'ÉÈÊË îï ôö ùûü ç', '-a-']) {
      const slug = suggestSlug(name);
      expect(slug, name).toMatch(SLUG_PATTERN);
      expect(createStoryBody.safeParse({ folder: '', name, slug, contentType: 'page' }).success, name).toBe(true);
    }
  });
});

describe('slugProblem', () => {
  const taken = new Set(['services', 'services/revision', 'services/revision-2', 'contact']);

  it('requires a slug in the API’s format', () => {
    expect(slugProblem('', 'services', taken)).toEqual({ kind: 'required' });
    expect(slugProblem('Essai', 'services', taken)).toEqual({ kind: 'format' });
    expect(slugProblem('-essai', 'services', taken)).toEqual({ kind: 'format' });
    expect(slugProblem('essai_atelier', 'services', taken)).toEqual({ kind: 'format' });
    expect(slugProblem('essai-atelier', 'services', taken)).toBeNull();
  });

  it('finds an address in use in the chosen folder only, and suggests the first free one', () => {
    expect(slugProblem('revision', 'services', taken)).toEqual({ kind: 'taken', suggestion: 'revision-3' });
    expect(slugProblem('revision', '', taken)).toBeNull();
    expect(slugProblem('contact', '', taken)).toEqual({ kind: 'taken', suggestion: 'contact-2' });
    expect(slugProblem('services', '', taken)).toEqual({ kind: 'taken', suggestion: 'services-2' });
  });

  it('keeps a suggestion for a long slug within 100 characters', () => {
    const long = 'a'.repeat(100);
    expect(freeSlug(long, '', new Set([long]))).toBe(`${'a'.repeat(98)}-2`);
  });
});
