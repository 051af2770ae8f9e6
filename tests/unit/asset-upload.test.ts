import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, prepareUpload } from '@/services/assets/prepare-upload';
import { svgProblem } from '@/services/assets/svg-safety';

// What the « Médiathèque » keeps of an upload: the type read from the bytes, the limits, metadata gone.

const picture = (width = 40, height = 20) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } });

/** A JPEG as a phone writes it: GPS position, camera, and turned on its side (orientation 6). */
async function phoneJpeg(): Promise<Buffer> {
  return picture(40, 20)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Telephone', Model: 'Secret 3000' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '49/1 36/1 42/1', GPSLongitudeRef: 'E', GPSLongitude: '6/1 7/1 0/1' },
    })
    .toBuffer();
}

describe('prepareUpload', () => {
  it('accepts JPEG, PNG, WebP and AVIF, by their bytes', async () => {
    for (const [format, type] of [
      ['jpeg', 'image/jpeg'],
      ['png', 'image/png'],
      ['webp', 'image/webp'],
      ['avif', 'image/avif'],
    ] as const) {
      const prepared = await prepareUpload(await picture().toFormat(format).toBuffer());
      expect(prepared.ok && prepared.image.contentType, format).toBe(type);
    }
  });

  it('strips the metadata (the GPS position is gone) and turns the image upright first', async () => {
    const original = await phoneJpeg();
    expect(await sharp(original).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    expect(original.includes(Buffer.from('Secret 3000'))).toBe(true);
    const prepared = await prepareUpload(original);
    if (!prepared.ok) throw new Error(prepared.reason);
    const kept = await sharp(prepared.image.data).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(prepared.image.data.includes(Buffer.from('Secret 3000'))).toBe(false);
    expect(prepared.image.data.includes(Buffer.from('GPS'))).toBe(false);
    // Orientation 6: stored 40×20, shown 20×40.
    expect([prepared.image.width, prepared.image.height]).toEqual([20, 40]);
    expect([kept.width, kept.height]).toEqual([20, 40]);
    expect(prepared.image.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses what is not an accepted image, whatever its name would say', async () => {
    expect(await prepareUpload(await picture().gif().toBuffer())).toEqual({ ok: false, reason: 'unsupported' });
    expect(await prepareUpload(await picture().tiff().toBuffer())).toEqual({ ok: false, reason: 'unsupported' });
    expect(await prepareUpload(Buffer.from('%PDF-1.7 not an image'))).toEqual({ ok: false, reason: 'unsupported' });
    expect(await prepareUpload(Buffer.alloc(0))).toEqual({ ok: false, reason: 'unsupported' });
  });

  it('refuses a truncated image', async () => {
    const whole = await picture(400, 300).jpeg().toBuffer();
    expect(await prepareUpload(whole.subarray(0, whole.length / 2))).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('refuses a file over the size limit before decoding it', async () => {
    expect(await prepareUpload(Buffer.alloc(MAX_UPLOAD_BYTES + 1))).toEqual({ ok: false, reason: 'too-large' });
  });

  it('refuses an image over the pixel limit (a small file that decodes huge)', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 5_001, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect(await prepareUpload(bomb)).toEqual({ ok: false, reason: 'too-many-pixels' });
  }, 30_000);

  it('keeps a plain SVG with its size, and refuses one with a script', async () => {
    const logo = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60"><rect width="120" height="60"/></svg>';
    const kept = await prepareUpload(Buffer.from(logo));
    expect(kept.ok && [kept.image.contentType, kept.image.width, kept.image.height]).toEqual([
      'image/svg+xml',
      120,
      60,
    ]);
    const scripted = logo.replace('<rect', '<script>alert(1)</script><rect');
    expect(await prepareUpload(Buffer.from(scripted))).toEqual({ ok: false, reason: 'svg-active', what: '<script>' });
  });
});

describe('svgProblem', () => {
  const svg = (inner: string, attributes = '') =>
    `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${inner}</svg>`;

  it('accepts drawings that only point inside themselves', () => {
    expect(
      svgProblem(
        svg(
          '<defs><linearGradient id="g"><stop offset="0"/></linearGradient><path id="p" d="M0 0h9"/></defs>' +
            '<rect fill="url(#g)" width="9" height="9" style="fill:url(#g)"/><use xlink:href="#p"/><use href="#p"/>' +
            '<style><![CDATA[.a{fill:url(#g)}]]></style><title>Logo</title>',
        ),
      ),
    ).toBeNull();
    expect(svgProblem(svg('<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>'))).toBeNull();
  });

  it.each([
    ['a script', svg('<script>alert(1)</script>'), '<script>'],
    [
      'a script behind a prefix and capitals',
      svg('<svg:SCRIPT xmlns:svg="http://www.w3.org/2000/svg">1</svg:SCRIPT>'),
      '<svg:SCRIPT>',
    ],
    ['an event attribute', svg('<rect/>', ' onload="alert(1)"'), 'onload'],
    ['an event attribute in capitals', svg('<rect onMouseOver="alert(1)"/>'), 'onMouseOver'],
    [
      'foreignObject',
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
      '<foreignObject>',
    ],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect/></a>'), 'javascript:'],
    ['a javascript: link split by a tab', svg('<a xlink:href="java&#9;script:alert(1)"><rect/></a>'), 'xlink:href'],
    ['an external image', svg('<image href="https://evil.example/x.png"/>'), 'href'],
    ['an external use', svg('<use xlink:href="https://evil.example/s.svg#a"/>'), 'xlink:href'],
    ['an embedded SVG', svg('<image href="data:image/svg+xml;base64,PHN2Zz4="/>'), 'href'],
    ['a CSS import', svg('<style>@import url(https://evil.example/a.css);</style>'), 'url() ou @import'],
    ['a CSS url in a style attribute', svg('<rect style="fill:url(https://evil.example/f)"/>'), 'url() ou @import'],
    ['an animation setting an href', svg('<a><set attributeName="href" to="javascript:alert(1)"/></a>'), '<set'],
    ['an animation setting an href (no scheme)', svg('<a><set attributeName="xlink:href" to="#x"/></a>'), '<set'],
  ])('refuses %s', (_, text, what) => {
    const problem = svgProblem(text);
    expect(problem?.kind).toBe('active');
    expect(problem?.kind === 'active' && problem.what).toContain(what);
  });

  it('refuses entities before parsing (no « billion laughs »), and what is not XML or not an SVG', () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "haha">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>';
    expect(svgProblem(laughs)).toEqual({ kind: 'active', what: '<!ENTITY>' });
    expect(svgProblem('<svg><rect></svg>')).toEqual({ kind: 'unreadable' });
    expect(svgProblem('<html><svg/></html>')).toEqual({ kind: 'unreadable' });
  });
});
