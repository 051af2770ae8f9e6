import { describe, expect, it } from 'vitest';
import { focusFits, storedFilename } from '@/services/assets/asset-address';
import { focusFromPercent, focusPercent } from '@/site/studio/medias/media-requests';

// The focus picker speaks percent; content keeps Storyblok's rectangle in pixels; the two agree.
describe('the focus point', () => {
  it('goes from percent to Storyblok’s x1xy1:x2xy2 and back, inside the image', () => {
    expect(focusFromPercent(53, 50, 2400, 1350)).toBe('1272x675:1273x676');
    expect(focusPercent({ focus: '1272x675:1273x676', width: 2400, height: 1350 })).toEqual({ x: 53, y: 50 });
    // The far edges stay inside: a focus on the last pixel, never past it.
    expect(focusFromPercent(100, 100, 2400, 1350)).toBe('2399x1349:2400x1350');
    expect(focusFits(focusFromPercent(100, 100, 2400, 1350), 2400, 1350)).toBe(true);
    expect(focusFits('2400x1350:2401x1351', 2400, 1350)).toBe(false);
    expect(focusPercent({ focus: null, width: 10, height: 10 })).toBeNull();
  });

  it('keeps file names plain, with the extension of what is stored', () => {
    expect(storedFilename('Salle d’exposition été.JPG', 'jpg')).toBe('salle-d-exposition-ete.jpg');
    expect(storedFilename('photo.heic.png', 'webp')).toBe('photo-heic.webp');
    expect(storedFilename('...', 'png')).toBe('image.png');
  });
});
