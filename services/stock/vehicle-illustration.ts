import { z } from 'zod';
import { BODIES, type Body } from './stock-vocabulary';
import { SIDE_SILHOUETTES } from './vehicle-side-silhouettes';
import {
  ACCENT_300,
  ACCENT_500,
  GREY_200,
  GREY_300,
  GREY_500,
  NAVY_100,
  NAVY_200,
  NAVY_50,
  NAVY_600,
  NAVY_700,
  NAVY_800,
  NAVY_900,
  NAVY_950,
  shade,
  TAIL_RED,
} from './vehicle-illustration-palette';
import { threeQuarterVehicle } from './vehicle-three-quarter';

/**
 * Generated vehicle pictures for demo stock: a flat illustration of a body style, in a colour, from an
 * angle, served as SVG by /api/vehicle-images/{body}/{colour}/{angle}.svg (1200×800).
 */
export const ILLUSTRATION_ANGLES = ['three-quarter', 'side', 'front', 'rear', 'interior', 'dashboard'] as const;
export type IllustrationAngle = (typeof ILLUSTRATION_ANGLES)[number];

/** Colour families (the feed's `colour`) and the paint each is drawn in. */
export const ILLUSTRATION_COLOURS = {
  white: '#f4f5f7',
  black: '#1f2329',
  grey: '#6b7380',
  silver: '#b9c0ca',
  blue: '#2b5fa8',
  red: '#b8262f',
  green: '#2f6b4f',
  orange: '#e8762c',
  yellow: '#f2c230',
  brown: '#6e4a32',
  beige: '#d8c7a3',
} as const;
export type IllustrationColour = keyof typeof ILLUSTRATION_COLOURS;
export const ILLUSTRATION_COLOUR_NAMES = Object.keys(ILLUSTRATION_COLOURS) as IllustrationColour[];

export const ILLUSTRATION_WIDTH = 1200;
export const ILLUSTRATION_HEIGHT = 800;

export type VehicleIllustration = { body: Body; colour: IllustrationColour; angle: IllustrationAngle };

const illustrationSchema = z.object({
  body: z.enum(BODIES),
  colour: z.enum(ILLUSTRATION_COLOUR_NAMES as [IllustrationColour, ...IllustrationColour[]]),
  angle: z.enum(ILLUSTRATION_ANGLES),
});

const ILLUSTRATIONS_PATH = '/api/vehicle-images/';
/** A model's picture of its body style (`/assets/800x500/body-suv.svg`): the side silhouettes, in a grey-blue. */
const BODY_STYLE_PICTURE = /^\/assets\/800x500\/body-([a-z]+)\.svg$/;
/** The colour of the range closest to the body-style pictures' grey-blue. */
const BODY_STYLE_COLOUR: IllustrationColour = 'silver';

/** The site path of an illustration. */
export function vehicleIllustrationPath({ body, colour, angle }: VehicleIllustration): string {
  return `${ILLUSTRATIONS_PATH}${body}/${colour}/${angle}.svg`;
}

/**
 * The body and colour of a picture drawn by this code, from its site path: an illustration
 * (`/api/vehicle-images/suv/blue/side.svg`) or a model's body-style picture (`/assets/800x500/body-suv.svg`,
 * in silver); null for any other picture (a photo, another site's address).
 */
export function illustratedVehicle(url: string): Omit<VehicleIllustration, 'angle'> | null {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (path.startsWith(ILLUSTRATIONS_PATH)) {
    const illustration = parseVehicleIllustrationPath(path.slice(ILLUSTRATIONS_PATH.length).split('/'));
    return illustration && { body: illustration.body, colour: illustration.colour };
  }
  const body = illustrationSchema.shape.body.safeParse(BODY_STYLE_PICTURE.exec(path)?.[1]);
  return body.success ? { body: body.data, colour: BODY_STYLE_COLOUR } : null;
}

/** Reads `[body, colour, "angle.svg"]` (the route's segments); null when anything is unknown. */
export function parseVehicleIllustrationPath(segments: readonly string[]): VehicleIllustration | null {
  if (segments.length !== 3) return null;
  const [body, colour, file] = segments;
  const angle = file?.endsWith('.svg') ? file.slice(0, -'.svg'.length) : undefined;
  const parsed = illustrationSchema.safeParse({ body, colour, angle });
  return parsed.success ? parsed.data : null;
}

/** Front and rear geometry per body, in the 1200×800 box (centre x 600, ground y 640). */
type Shape = {
  halfWidth: number;
  shoulder: number;
  roof: number;
  roofHalf: number;
  bottom: number;
  open?: boolean;
  bed?: boolean;
};

const SHAPES: Record<Body, Shape> = {
  city: { halfWidth: 245, shoulder: 425, roof: 275, roofHalf: 185, bottom: 600 },
  compact: { halfWidth: 262, shoulder: 430, roof: 290, roofHalf: 200, bottom: 602 },
  suv: { halfWidth: 282, shoulder: 405, roof: 240, roofHalf: 218, bottom: 585 },
  estate: { halfWidth: 272, shoulder: 432, roof: 292, roofHalf: 208, bottom: 602 },
  sedan: { halfWidth: 272, shoulder: 440, roof: 305, roofHalf: 196, bottom: 604 },
  coupe: { halfWidth: 290, shoulder: 462, roof: 345, roofHalf: 196, bottom: 610 },
  convertible: { halfWidth: 284, shoulder: 458, roof: 372, roofHalf: 210, bottom: 608, open: true },
  mpv: { halfWidth: 278, shoulder: 412, roof: 232, roofHalf: 224, bottom: 596 },
  van: { halfWidth: 298, shoulder: 420, roof: 170, roofHalf: 268, bottom: 590 },
  pickup: { halfWidth: 298, shoulder: 400, roof: 232, roofHalf: 222, bottom: 580, bed: true },
};

/** The SVG document of an illustration. */
export function renderVehicleIllustration({ body, colour, angle }: VehicleIllustration): string {
  const paint = ILLUSTRATION_COLOURS[colour];
  const outline = shade(paint, colour === 'white' || colour === 'silver' || colour === 'beige' ? 0.22 : 0.35);
  const scene = SCENES[angle]({ body, shape: SHAPES[body], paint, outline });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ILLUSTRATION_WIDTH} ${ILLUSTRATION_HEIGHT}" ` +
    `width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}">${scene}</svg>`
  );
}

type SceneInput = { body: Body; shape: Shape; paint: string; outline: string };

/**
 * Each angle's scene. In the views of the outside, the car itself is the group `#vehicle` (its shadow and
 * the backdrop are not): what tests measure as its silhouette.
 */
const SCENES: Record<IllustrationAngle, (input: SceneInput) => string> = {
  side: ({ body, paint, outline }) => {
    const [, shadow = '', car = ''] = /^(<ellipse[^>]*>)?(.*)$/s.exec(SIDE_SILHOUETTES[body]) ?? [];
    return `${backdrop()}<g transform="translate(0 40) scale(1.5)">${shadow}${vehicleGroup(car.replaceAll('OUTLINE', outline).replaceAll('PAINT', paint))}</g>`;
  },
  front: (input) => `${backdrop()}${standing(frontView(input))}`,
  rear: (input) => `${backdrop()}${standing(rearView(input))}`,
  'three-quarter': ({ body, paint, outline }) => {
    const { shadow, vehicle } = threeQuarterVehicle(body, paint, outline);
    return `${backdrop()}${shadow}${vehicleGroup(vehicle)}`;
  },
  interior: (input) => interiorView(input),
  dashboard: (input) => dashboardView(input),
};

function vehicleGroup(markup: string): string {
  return `<g id="vehicle">${markup}</g>`;
}

/** A front or rear view: its shadow (the first element) on the ground, the car above it. */
function standing(view: string): string {
  const [, shadow = '', car = ''] = /^(<ellipse[^>]*>)?(.*)$/s.exec(view) ?? [];
  return `${shadow}${vehicleGroup(car)}`;
}

function backdrop(): string {
  return (
    `<rect width="1200" height="800" fill="${NAVY_50}"/>` +
    `<circle cx="600" cy="430" r="330" fill="${NAVY_100}"/>` +
    `<rect y="640" width="1200" height="160" fill="${GREY_200}"/>` +
    `<path d="M0 640h1200" stroke="${GREY_300}" stroke-width="5"/>`
  );
}

/** Body sides, cabin and wheels as seen from straight ahead or behind; `face` draws lights and details. */
function faceBase({ shape, paint, outline }: SceneInput, glass: string): string {
  const { halfWidth: hw, shoulder, roof, roofHalf, bottom } = shape;
  const left = 600 - hw;
  const right = 600 + hw;
  const tyres =
    `<rect x="${left + 12}" y="${bottom - 40}" width="78" height="${640 - bottom + 40}" rx="14" fill="${NAVY_900}"/>` +
    `<rect x="${right - 90}" y="${bottom - 40}" width="78" height="${640 - bottom + 40}" rx="14" fill="${NAVY_900}"/>`;
  const lower =
    `<path d="M${left} ${bottom}V${shoulder + 34}q0-34 34-34h${2 * hw - 68}q34 0 34 34V${bottom}q0 12-12 12H${left + 12}q-12 0-12-12z" ` +
    `fill="${paint}" stroke="${outline}" stroke-width="3" stroke-linejoin="round"/>`;
  const mirrors =
    `<rect x="${left - 34}" y="${shoulder - 34}" width="52" height="30" rx="10" fill="${paint}" stroke="${outline}" stroke-width="3"/>` +
    `<rect x="${right - 18}" y="${shoulder - 34}" width="52" height="30" rx="10" fill="${paint}" stroke="${outline}" stroke-width="3"/>`;
  if (shape.open) {
    const frame =
      `<path d="M${left + 46} ${shoulder}L${600 - roofHalf} ${roof}H${600 + roofHalf}L${right - 46} ${shoulder}z" fill="${NAVY_800}"/>` +
      `<path d="M${left + 60} ${shoulder - 4}L${600 - roofHalf + 12} ${roof + 10}H${600 + roofHalf - 12}L${right - 60} ${shoulder - 4}z" fill="${glass}"/>`;
    return `${shadow(hw)}${tyres}${frame}${lower}${mirrors}`;
  }
  const cabin =
    `<path d="M${left + 34} ${shoulder + 2}L${600 - roofHalf} ${roof + 18}q2-18 20-18h${2 * roofHalf - 40}q18 0 20 18L${right - 34} ${shoulder + 2}z" ` +
    `fill="${paint}" stroke="${outline}" stroke-width="3" stroke-linejoin="round"/>`;
  const window = `<path d="M${left + 62} ${shoulder - 6}L${600 - roofHalf + 20} ${roof + 24}H${600 + roofHalf - 20}L${right - 62} ${shoulder - 6}z" fill="${glass}"/>`;
  return `${shadow(hw)}${tyres}${lower}${cabin}${window}${mirrors}`;
}

function shadow(halfWidth: number): string {
  return `<ellipse cx="600" cy="644" rx="${halfWidth + 50}" ry="16" fill="${GREY_300}"/>`;
}

function frontView(input: SceneInput): string {
  const { halfWidth: hw, shoulder, roof, roofHalf, bottom } = input.shape;
  const left = 600 - hw;
  const right = 600 + hw;
  const lampY = shoulder + 34;
  const grilleWidth = input.shape.bed || input.body === 'van' ? 280 : 210;
  return (
    faceBase(input, NAVY_700) +
    // a reflection across the windscreen
    `<path d="M${600 - roofHalf + 60} ${roof + 24}h70L${600 - 40} ${shoulder - 6}h-70z" fill="${NAVY_600}" opacity="0.55"/>` +
    `<rect x="${left + 26}" y="${lampY}" width="118" height="36" rx="14" fill="${ACCENT_300}"/>` +
    `<rect x="${right - 144}" y="${lampY}" width="118" height="36" rx="14" fill="${ACCENT_300}"/>` +
    `<rect x="${left + 36}" y="${lampY + 42}" width="90" height="8" rx="4" fill="${ACCENT_500}"/>` +
    `<rect x="${right - 126}" y="${lampY + 42}" width="90" height="8" rx="4" fill="${ACCENT_500}"/>` +
    `<rect x="${600 - grilleWidth / 2}" y="${lampY + 8}" width="${grilleWidth}" height="64" rx="16" fill="${NAVY_800}"/>` +
    `<path d="M${600 - grilleWidth / 2 + 18} ${lampY + 30}h${grilleWidth - 36}M${600 - grilleWidth / 2 + 18} ${lampY + 50}h${grilleWidth - 36}" stroke="${GREY_500}" stroke-width="4"/>` +
    `<circle cx="600" cy="${lampY + 40}" r="12" fill="${GREY_300}"/>` +
    `<rect x="${left + 14}" y="${bottom - 62}" width="${2 * hw - 28}" height="50" rx="14" fill="${input.outline}" opacity="0.35"/>` +
    `<rect x="${600 - 150}" y="${bottom - 52}" width="300" height="26" rx="10" fill="${NAVY_800}"/>` +
    `<rect x="${600 - 75}" y="${bottom - 100}" width="150" height="36" rx="5" fill="#ffffff" stroke="${GREY_300}" stroke-width="3"/>`
  );
}

function rearView(input: SceneInput): string {
  const { halfWidth: hw, shoulder, roof, roofHalf, bottom } = input.shape;
  const left = 600 - hw;
  const right = 600 + hw;
  const lampY = shoulder + 26;
  let details = '';
  if (input.body === 'van') {
    // two rear doors with their windows
    details =
      `<path d="M600 ${roof + 10}V${bottom - 10}" stroke="${input.outline}" stroke-width="4"/>` +
      `<rect x="${600 - roofHalf + 40}" y="${roof + 40}" width="${roofHalf - 60}" height="120" rx="10" fill="${NAVY_700}"/>` +
      `<rect x="${620}" y="${roof + 40}" width="${roofHalf - 60}" height="120" rx="10" fill="${NAVY_700}"/>`;
  } else if (input.shape.bed) {
    details = `<path d="M${left + 40} ${shoulder + 10}h${2 * hw - 80}" stroke="${input.outline}" stroke-width="4"/>`;
  }
  const glass = input.body === 'van' ? input.paint : NAVY_700;
  return (
    faceBase(input, glass) +
    details +
    `<rect x="${left + 20}" y="${lampY}" width="96" height="54" rx="12" fill="${TAIL_RED}"/>` +
    `<rect x="${right - 116}" y="${lampY}" width="96" height="54" rx="12" fill="${TAIL_RED}"/>` +
    `<rect x="${left + 30}" y="${lampY + 38}" width="40" height="10" rx="5" fill="${ACCENT_500}"/>` +
    `<rect x="${right - 70}" y="${lampY + 38}" width="40" height="10" rx="5" fill="${ACCENT_500}"/>` +
    `<circle cx="600" cy="${lampY + 26}" r="12" fill="${GREY_300}"/>` +
    `<rect x="${600 - 75}" y="${bottom - 110}" width="150" height="36" rx="5" fill="#ffffff" stroke="${GREY_300}" stroke-width="3"/>` +
    `<rect x="${left + 14}" y="${bottom - 56}" width="${2 * hw - 28}" height="44" rx="14" fill="${input.outline}" opacity="0.35"/>` +
    `<rect x="${600 - 60}" y="${roof + 30}" width="120" height="8" rx="4" fill="${TAIL_RED}" opacity="${input.shape.open ? 0 : 0.9}"/>`
  );
}

/** The cabin from the back seat: front seats, dashboard, the road ahead. */
function interiorView({ paint }: SceneInput): string {
  const seat = (x: number) =>
    `<rect x="${x + 55}" y="330" width="150" height="110" rx="40" fill="#1f2329"/>` +
    `<path d="M${x} 800V520q0-70 70-76h120q70 6 70 76V800z" fill="#1f2329"/>` +
    `<path d="M${x + 40} 800V540q0-44 44-48h92q44 4 44 48V800" fill="none" stroke="${paint}" stroke-width="6"/>`;
  return (
    `<rect width="1200" height="800" fill="${NAVY_800}"/>` +
    `<path d="M160 120H1040L1120 380H80z" fill="${NAVY_100}"/>` +
    `<path d="M80 380L560 250H640L1120 380z" fill="${GREY_300}"/>` +
    `<path d="M600 250L540 380H660z" fill="${GREY_500}"/>` +
    `<path d="M0 0H1200V120H0z" fill="${NAVY_200}"/>` +
    `<path d="M0 360H1200V520H0z" fill="${NAVY_950}"/>` +
    `<path d="M0 400H1200" stroke="${paint}" stroke-width="10"/>` +
    `<circle cx="330" cy="470" r="92" fill="none" stroke="#2a2f37" stroke-width="24"/>` +
    `<rect x="520" y="410" width="200" height="110" rx="12" fill="${NAVY_700}"/>` +
    `<path d="M545 440h90M545 465h140M545 490h60" stroke="${NAVY_200}" stroke-width="8" stroke-linecap="round"/>` +
    `<rect x="520" y="520" width="160" height="280" rx="20" fill="#2a2f37"/>` +
    seat(180) +
    seat(760)
  );
}

/** The driver's view: steering wheel, instruments, central screen, vents. */
function dashboardView({ paint }: SceneInput): string {
  const gauge = (cx: number) =>
    `<circle cx="${cx}" cy="430" r="70" fill="${NAVY_900}" stroke="${GREY_500}" stroke-width="6"/>` +
    `<path d="M${cx - 50} 465A62 62 0 1 1 ${cx + 50} 465" fill="none" stroke="${ACCENT_300}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M${cx} 430l38-30" stroke="${ACCENT_500}" stroke-width="6" stroke-linecap="round"/>`;
  const vent = (x: number) =>
    `<rect x="${x}" y="360" width="120" height="56" rx="14" fill="#2a2f37"/>` +
    `<path d="M${x + 14} 378h92M${x + 14} 396h92" stroke="${GREY_500}" stroke-width="5"/>`;
  return (
    `<rect width="1200" height="800" fill="${NAVY_800}"/>` +
    `<path d="M0 0H1200V250H0z" fill="${NAVY_100}"/>` +
    `<path d="M0 250L560 150H640L1200 250z" fill="${GREY_300}"/>` +
    `<path d="M600 150L520 250H680z" fill="${GREY_500}"/>` +
    `<path d="M0 250Q600 200 1200 250V800H0z" fill="${NAVY_950}"/>` +
    `<path d="M0 330Q600 290 1200 330" stroke="${paint}" stroke-width="12" fill="none"/>` +
    `<rect x="230" y="340" width="420" height="190" rx="24" fill="#15181d"/>` +
    gauge(340) +
    gauge(540) +
    `<rect x="720" y="340" width="300" height="190" rx="18" fill="${NAVY_700}"/>` +
    `<rect x="745" y="365" width="120" height="70" rx="8" fill="${NAVY_600}"/>` +
    `<path d="M890 380h100M890 410h70M745 470h245M745 500h160" stroke="${NAVY_200}" stroke-width="8" stroke-linecap="round"/>` +
    vent(60) +
    vent(1040) +
    `<circle cx="440" cy="760" r="250" fill="none" stroke="#2a2f37" stroke-width="46"/>` +
    `<path d="M210 740Q440 660 670 740L620 800H260z" fill="#2a2f37"/>` +
    `<circle cx="440" cy="740" r="48" fill="#1f2329" stroke="${paint}" stroke-width="6"/>`
  );
}
