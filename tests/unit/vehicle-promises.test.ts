import { describe, expect, it } from 'vitest';
import { shownPromises } from '@/blocks/promises/promises';

describe('vehicle promises', () => {
  it('promise the vehicle’s own warranty on its page', () => {
    const [inspection] = shownPromises(22);
    expect(inspection?.title).toBe('Contrôle technique valide et 22 mois de garantie');
    expect(inspection?.text).toContain('une garantie de 22 mois');
  });
  it('promise no warranty for a vehicle sold without one', () => {
    expect(shownPromises(0)[0]?.title).toBe('Contrôle technique valide');
    expect(shownPromises(0)[0]?.text).not.toMatch(/garantie/);
  });
  it('keep the site’s minimum on pages without a vehicle', () => {
    expect(shownPromises(null)[0]?.title).toBe('Contrôle technique valide et 12 mois de garantie');
  });
});
