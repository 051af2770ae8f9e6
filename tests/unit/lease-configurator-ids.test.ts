import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LeaseConfiguration } from '@/services/leases/lease-offer';
import { LeaseConfigurator, type ConfiguratorLabels } from '@/site/leases/lease-configurator';

const configuration = (id: string, colour: string): LeaseConfiguration => ({
  id,
  colour,
  durationMonths: 48,
  annualKm: 15_000,
  monthlyInclVatCents: 39_900,
  monthlyExclVatCents: 33_200,
  cataloguePriceCents: 2_499_000,
  depositCents: 0,
});

const labels: ConfiguratorLabels = {
  duration: 'Durée',
  mileage: 'Kilométrage',
  colour: 'Couleur',
  mileageUnavailable: 'Pas sur {{duration}}',
  colourUnavailable: 'Pas sur {{duration}} et {{mileage}}',
  monthly: 'Par mois',
  deposit: 'Acompte',
  cataloguePrice: 'Prix catalogue',
  update: 'Mettre à jour',
  durations: { '48': '48 mois' },
  mileages: { '15000': '15 000 km/an' },
};

describe('the lease configurator', () => {
  it('gives its options ids without whitespace (the HTML checker refuses them), each label naming its own', () => {
    const configurations = [configuration('a', 'Vert Aventure métallisé'), configuration('b', 'Blanc Clair')];
    const shown = { monthly: ['399 €', '332 €'] as [string, string], deposit: '0 €', cataloguePrice: '24 990 €' };
    const html = renderToStaticMarkup(
      createElement(LeaseConfigurator, {
        configurations,
        display: { a: shown, b: shown },
        initialChoice: { durationMonths: 48, annualKm: 15_000, colour: 'Vert Aventure métallisé' },
        labels,
        action: '/private-lease/kia-picanto',
        uid: 'configurator-8fd47e59',
        request: { href: '/formulaires/demande-offre-leasing', label: 'Demander cette offre' },
      }),
    );
    const ids = [...html.matchAll(/ id="([^"]*)"/g)].map((m) => m[1]!);
    const fors = [...html.matchAll(/ for="([^"]*)"/g)].map((m) => m[1]!);
    expect(ids.length).toBe(4);
    for (const id of ids) expect(id).toMatch(/^\S+$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(fors.sort()).toEqual([...ids].sort());
  });
});
