import { ImageResponse } from 'next/og';
import { renderVehicleIllustration } from '@/services/stock/vehicle-illustration';
import { ACCENT_300, ACCENT_500, NAVY_200, NAVY_900 } from '@/services/stock/vehicle-illustration-palette';
import { drawableText, OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, type OgCard } from './og-card';

const PADDING = 64;
const BAND = 16;
/** The illustration (1200×800) at 42 %, beside the text. */
const PICTURE = { width: 504, height: 336 };
const WHITE = '#ffffff';

/**
 * A card as a 1200×630 PNG, drawn by next/og with the font it bundles (no network: see `drawableText`).
 * If the illustration cannot be drawn the card is drawn without it rather than not at all.
 */
export async function ogCardPng(card: OgCard): Promise<ArrayBuffer> {
  try {
    return await render(card);
  } catch (error) {
    if (!card.illustration) throw error;
    console.error(`Open Graph card "${card.title}": drawn without its illustration`, error);
    return render({ ...card, illustration: null });
  }
}

function render(card: OgCard): Promise<ArrayBuffer> {
  return new ImageResponse(<CardLayout card={card} />, {
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
  }).arrayBuffer();
}

/** The site's dark shell, the site name in its accent, the texts on the left, the car on the right, an accent band below. */
function CardLayout({ card }: { card: OgCard }) {
  const title = drawableText(card.title);
  const picture = card.illustration ? illustrationSource(card.illustration) : null;
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        height: '100%',
        backgroundColor: NAVY_900,
        color: WHITE,
      }}
    >
      <div
        style={{
          display: 'flex',
          flex: 1,
          alignItems: 'center',
          padding: PADDING,
          paddingBottom: PADDING - BAND,
          gap: 48,
        }}
      >
        <div
          style={{ display: 'flex', flexDirection: 'column', flex: 1, height: '100%', justifyContent: 'space-between' }}
        >
          <div style={{ display: 'flex', fontSize: 34, color: ACCENT_500, letterSpacing: 1 }}>
            {drawableText(card.siteName)}
          </div>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 18 }}>
            {card.label ? (
              <div style={{ display: 'flex', fontSize: 28, color: NAVY_200 }}>{drawableText(card.label)}</div>
            ) : null}
            <div style={{ display: 'block', fontSize: title.length > 48 ? 52 : 64, lineHeight: 1.12, lineClamp: 3 }}>
              {title}
            </div>
            {card.fact ? (
              <div style={{ display: 'flex', fontSize: 40, color: ACCENT_300 }}>{drawableText(card.fact)}</div>
            ) : null}
            {card.detail ? (
              <div style={{ display: 'block', fontSize: 28, lineHeight: 1.3, color: NAVY_200, lineClamp: 2 }}>
                {drawableText(card.detail)}
              </div>
            ) : null}
          </div>
        </div>
        {picture ? (
          // eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not a page element
          <img src={picture} width={PICTURE.width} height={PICTURE.height} alt="" style={{ borderRadius: 24 }} />
        ) : null}
      </div>
      <div style={{ display: 'flex', height: BAND, backgroundColor: ACCENT_500 }} />
    </div>
  );
}

/** The car seen from three quarters, as the site's generated pictures draw it, as an SVG data address. */
function illustrationSource({ body, colour }: NonNullable<OgCard['illustration']>): string {
  const svg = renderVehicleIllustration({ body, colour, angle: 'three-quarter' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
