import { describe, expect, it } from 'vitest';
import { blockDomId } from '@/blocks/block-dom-id';

describe('blockDomId', () => {
  it('names the element by its kind and the start of the block’s uid', () => {
    expect(blockDomId('faq', '136028d9-4ce7-412d-ba3a-8401173d98f7')).toBe('faq-136028d9');
    expect(blockDomId('stock-results', '68e1edf7-d911-4c87-b2b3-2ea70fabab3e')).toBe('stock-results-68e1edf7');
  });

  it('tells two blocks of one kind apart and gives one block the same id every time', () => {
    const first = blockDomId('faq', '136028d9-4ce7-412d-ba3a-8401173d98f7');
    expect(blockDomId('faq', '8a86ab8c-6590-4d2b-ba2a-ac145ed18988')).not.toBe(first);
    expect(blockDomId('faq', '136028d9-4ce7-412d-ba3a-8401173d98f7')).toBe(first);
  });
});
