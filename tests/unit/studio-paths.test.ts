import { describe, expect, it } from 'vitest';
import { isEmbeddedStudioPath, studioSection } from '@/site/studio/studio-paths';

describe('the studio’s sections and embedded pages', () => {
  it('puts the blocks under « Blocs », the library under « Médiathèque », the leads under « Demandes » and every other studio page under « Pages »', () => {
    expect(studioSection('/studio')).toBe('pages');
    expect(studioSection('/studio/corbeille')).toBe('pages');
    expect(studioSection('/studio/pages/services/revision')).toBe('pages');
    expect(studioSection('/studio/blocks')).toBe('blocks');
    expect(studioSection('/studio/blocks/hero')).toBe('blocks');
    expect(studioSection('/studio/medias')).toBe('medias');
    expect(studioSection('/studio/demandes')).toBe('leads');
    expect(studioSection('/studio/demandes/AP-12345678')).toBe('leads');
    expect(studioSection('/studio-x')).toBeNull();
    expect(studioSection('/')).toBeNull();
  });

  it('draws a block’s example frame bare, and nothing else', () => {
    expect(isEmbeddedStudioPath('/studio/blocks/hero/frame')).toBe(true);
    expect(isEmbeddedStudioPath('/studio/blocks/hero')).toBe(false);
    expect(isEmbeddedStudioPath('/studio/pages/frame')).toBe(false);
    expect(isEmbeddedStudioPath('/studio')).toBe(false);
  });
});
