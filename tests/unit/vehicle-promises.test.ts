import { describe, expect, it } from 'vitest';
import { shownPromises } from '@/blocks/promises/promises';

const used = (warrantyMonths: number) => ({ condition: 'used' as const, warrantyMonths });

describe('vehicle promises', () => {
  it('promise the vehicle’s own warranty on its page', () => {
    const [inspection] = shownPromises(used(22));
    expect(inspection?.title).toBe('Contrôle technique valide et 22 mois de garantie');
    expect(inspection?.text).toContain('une garantie de 22 mois');
  });
  it('promise no warranty for a vehicle sold without one', () => {
    expect(shownPromises(used(0))[0]?.title).toBe('Contrôle technique valide');
    expect(shownPromises(used(0))[0]?.text).not.toMatch(/garantie/);
  });
  it('keep the site’s minimum on pages without a vehicle', () => {
    expect(shownPromises(null)[0]?.title).toBe('Contrôle technique valide et 12 mois de garantie');
  });
  it('promise a new car the maker’s warranty and delivery, none of the used-car centre’s promises', () => {
    const shown = shownPromises({ condition: 'new', warrantyMonths: 84 });
    expect(shown.map((p) => p.title)).toEqual(['Garantie constructeur de 7 ans', 'En stock, prêt à être livré']);
    expect(JSON.stringify(shown)).not.toMatch(/contrôle technique|comme neuve|Family Pass|échange/i);
    expect(shownPromises({ condition: 'new', warrantyMonths: 30 })[0]?.title).toBe('Garantie constructeur de 30 mois');
  });
  it('give a demonstrator the used-car centre’s four promises', () => {
    expect(shownPromises({ condition: 'demo', warrantyMonths: 80 })).toHaveLength(4);
  });
});
