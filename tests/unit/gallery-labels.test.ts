import { describe, expect, it } from 'vitest';
import { galleryLabels } from '@/site/vehicles/gallery-labels';
import { fill } from '@/i18n/fill';

describe('galleryLabels', () => {
  it('sends one template per kind of label, which the gallery fills per photo', () => {
    const labels = galleryLabels('Photos du véhicule', 8);
    expect(labels.label).toBe('Photos du véhicule');
    expect(fill(labels.position, { index: 2 })).toBe('Photo 2 sur 8');
    expect(fill(labels.show, { index: 5 })).toBe('Afficher la photo 5');
  });
});
