import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AssetImage } from '@/site/ui/asset-image';

// A library image in a block: next/image's <img>, its srcset made by the /medias/ route, not /_next/image.
const asset = (filename: string) => ({
  id: 12,
  alt: 'La salle',
  name: '',
  focus: '600x400:601x401',
  title: null,
  filename,
  fieldtype: 'asset' as const,
});

const render = (filename: string) =>
  renderToStaticMarkup(createElement(AssetImage, { asset: asset(filename), sizes: '100vw' }));

describe('AssetImage with a library image', () => {
  it('asks the image route for each width, and lays it out at its size with its focus point', () => {
    const html = render('/medias/12/2400x1600/0123456789abcdef/salle.jpg');
    expect(html).toContain('src="/medias/12/2400x1600/0123456789abcdef/salle.jpg?w=3840&amp;q=75"');
    expect(html).toContain('/medias/12/2400x1600/0123456789abcdef/salle.jpg?w=640&amp;q=75 640w');
    expect(html).not.toContain('/_next/image');
    expect(html).toContain('width="2400"');
    expect(html).toContain('height="1600"');
    expect(html).toContain('alt="La salle"');
    expect(html).toContain('object-position:25.0% 25.0%');
  });

  it('leaves Storyblok images to the optimiser, and SVGs as they are', () => {
    const storyblok = render('https://a.storyblok.com/f/1/1200x800/abc/a.jpg');
    expect(storyblok).toContain('/_next/image?url=https%3A%2F%2Fa.storyblok.com');
    const svg = render('/medias/3/80x40/0123456789abcdef/logo.svg');
    expect(svg).toContain('src="/medias/3/80x40/0123456789abcdef/logo.svg"');
  });
});
