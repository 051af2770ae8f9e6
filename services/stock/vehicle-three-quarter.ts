import type { Body } from './stock-vocabulary';
import { SIDE_SILHOUETTES } from './vehicle-side-silhouettes';
import {
  ACCENT_300,
  ACCENT_500,
  GREY_300,
  GREY_500,
  NAVY_200,
  NAVY_600,
  NAVY_700,
  NAVY_800,
  NAVY_900,
  shade,
  tint,
} from './vehicle-illustration-palette';

/**
 * The three-quarter front view of a body style, derived from the body's own side silhouette: the profile
 * is extruded across the car's width and seen from the front left, a little from above (a parallel
 * projection). The near flank is the side view itself, foreshortened; behind it, the surfaces of the
 * extrusion that face the viewer (roof, windscreen, bonnet, nose), and on the nose the front details.
 * So every body keeps its own proportions: a short city car, a saloon with its boot, an estate's long
 * roof, a pick-up's open bed, a convertible's cockpit.
 */
export function threeQuarterVehicle(body: Body, paint: string, outline: string): { shadow: string; vehicle: string } {
  const silhouette = readSilhouette(SIDE_SILHOUETTES[body]);
  const { width, bed } = BUILDS[body];
  const view = placeView(silhouette, width);
  const farWheels = silhouette.wheels
    .map(({ cx, cy, r }) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${NAVY_900}"/>`)
    .join('');
  const vehicle =
    `<g transform="${view.plane(width)}">${farWheels}</g>` +
    visibleSurfaces(silhouette)
      .map((surface) => drawSurface(surface, view, paint, outline))
      .join('') +
    (bed ? openBed(silhouette, bed, view, paint) : '') +
    (silhouette.cockpit ? cockpit(silhouette, silhouette.cockpit, view) : '') +
    frontDetails(silhouette, view) +
    `<g transform="${view.plane(0)}">${silhouette.nearSide.replaceAll('OUTLINE', outline).replaceAll('PAINT', paint)}</g>`;
  const shadow = groundShadow(silhouette, view);
  return { shadow, vehicle };
}

/** An ellipse on the ground under the car, along its flank. */
function groundShadow(silhouette: Silhouette, view: View): string {
  const ground = silhouette.wheels[0]?.bottom ?? GROUND;
  const xs = silhouette.outline.map(([x]) => x);
  const [back, front] = [Math.min(...xs), Math.max(...xs)];
  const [cx, cy] = view.project((back + front) / 2, ground, view.width * 0.3);
  const rx = (SCALE * (FLANK * (front - back) + ACROSS * view.width * 0.7)) / 2 + 24;
  const ry = (SCALE * LIFT * view.width) / 2 + 24;
  const tilt = round((Math.atan2(RISE, FLANK) * 180) / Math.PI);
  return `<ellipse cx="${cx}" cy="${cy}" rx="${round(rx)}" ry="${round(ry)}" transform="rotate(${tilt} ${cx} ${cy})" fill="${GREY_300}"/>`;
}

/**
 * Each body's width across the car, in the side silhouettes' units (about 113 to the metre, from the
 * real cars' length-to-width ratios), and the open load bed of a pick-up (from and to along the car).
 */
type Build = { width: number; bed?: readonly [number, number] };
const BUILDS: Record<Body, Build> = {
  city: { width: 182 },
  compact: { width: 196 },
  suv: { width: 212 },
  estate: { width: 206 },
  sedan: { width: 206 },
  coupe: { width: 212 },
  convertible: { width: 210 },
  mpv: { width: 204 },
  van: { width: 222 },
  pickup: { width: 208, bed: [114, 298] },
};

/** The silhouettes' ground line (the bottom of the wheels). */
const GROUND = 400;

// The camera: the flank is foreshortened to FLANK of its length and rises RISE per unit towards the back;
// the width shows ACROSS of itself to the right and LIFT of itself upwards (the far side is higher).
const FLANK = 0.74;
const RISE = 0.09;
const ACROSS = 0.68;
const LIFT = 0.13;
/** Drawn at the scale of the side view, centred. */
const SCALE = 1.5;
const CENTRE_X = 600;
/** Where the near front wheel stands: on the floor of the backdrop (its horizon is y 640), as the far wheels stand higher. */
const GROUND_Y = 676;

type Point = readonly [number, number];

type View = {
  /** A point of the car: along it (the silhouette's x), its height (the silhouette's y), across it (0 = the near side). */
  project: (x: number, y: number, z: number) => Point;
  /** The SVG transform that draws the silhouette's coordinates in the vertical plane `z` across the car. */
  plane: (z: number) => string;
  width: number;
};

function placeView(silhouette: Silhouette, width: number): View {
  const raw = (x: number, y: number, z: number): Point => [FLANK * x + ACROSS * z, y + RISE * x - LIFT * z];
  const xs = silhouette.outline.flatMap(([x, y]) => [raw(x, y, 0)[0], raw(x, y, width)[0]]);
  const nearFront = silhouette.wheels.reduce(
    (a, b) => (b.cx > a.cx ? b : a),
    silhouette.wheels[0] ?? { cx: 0, bottom: GROUND },
  );
  const dx = CENTRE_X - (SCALE * (Math.min(...xs) + Math.max(...xs))) / 2;
  const dy = GROUND_Y - SCALE * raw(nearFront.cx, nearFront.bottom, 0)[1];
  return {
    width,
    project: (x, y, z) => {
      const [px, py] = raw(x, y, z);
      return [round(SCALE * px + dx), round(SCALE * py + dy)];
    },
    plane: (z) =>
      `matrix(${round(SCALE * FLANK, 3)} ${round(SCALE * RISE, 3)} 0 ${SCALE} ${round(SCALE * ACROSS * z + dx)} ${round(dy - SCALE * LIFT * z)})`,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Reading a side silhouette

type Wheel = { cx: number; cy: number; r: number; bottom: number };
type Silhouette = {
  /** The body's outline, flattened, going over the roof from the back to the nose (clockwise on screen). */
  outline: Point[];
  /** The side view without its shadow (and, for an open car, without the cockpit, drawn in depth instead). */
  nearSide: string;
  /** The side windows' top and bottom (the waist line); null for a car without a roof. */
  glass: { top: number; bottom: number } | null;
  lamp: { top: number; bottom: number };
  /** The bumper and sill band along the bottom. */
  band: { top: number; bottom: number; fill: string };
  wheels: Wheel[];
  /** An open car's seats (path data), windscreen frame (bottom then top) and folded roof. */
  cockpit?: {
    seats: string;
    windscreen: [Point, Point];
    hood: { x: number; y: number; width: number; height: number };
  };
};

function readSilhouette(markup: string): Silhouette {
  const withoutShadow = markup.replace(/^<ellipse[^>]*>/, '');
  const bodyPath = /<path d="([^"]+)" fill="PAINT"/.exec(withoutShadow);
  if (!bodyPath) throw new Error('A side silhouette has no painted body');
  const beforeBody = withoutShadow.slice(0, bodyPath.index);
  const outline = clockwise(flattenPath(group(bodyPath, 1))[0] ?? []);
  const glassBoxes = [...withoutShadow.matchAll(/<path d="([^"]+)" fill="#1d3a66"/g)].map((m) =>
    boxOf(flattenPath(group(m, 1)).flat()),
  );
  const lampPath = /<path d="([^"]+)" fill="#ffc46b"/.exec(withoutShadow);
  const lamp = lampPath ? boxOf(flattenPath(group(lampPath, 1)).flat()) : { top: 300, bottom: 320 };
  const bands = [
    ...withoutShadow.matchAll(
      /<rect x="[\d.]+" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" rx="[\d.]+" fill="(#[0-9a-f]{6})"\/>/g,
    ),
  ]
    .filter((m) => Number(m[2]) > 300)
    .map((m) => ({ top: Number(m[1]), bottom: Number(m[1]) + Number(m[3]), fill: group(m, 4) }));
  const tyres = /<g fill="#0b1f3a">(.*?)<\/g>/.exec(withoutShadow)?.[1] ?? '';
  const wheels = [...tyres.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"\/>/g)].map((m) => {
    const [cx, cy, r] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return { cx, cy, r, bottom: cy + r };
  });
  return {
    outline,
    nearSide: withoutShadow.slice(beforeBody.length),
    glass: glassBoxes.length
      ? { top: Math.min(...glassBoxes.map((b) => b.top)), bottom: Math.max(...glassBoxes.map((b) => b.bottom)) }
      : null,
    lamp,
    band: bands[0] ?? { top: 360, bottom: 380, fill: GREY_500 },
    wheels,
    cockpit: readCockpit(beforeBody),
  };
}

/** What an open car draws behind its body: its seats, the windscreen's frame and the folded roof. */
function readCockpit(markup: string): Silhouette['cockpit'] {
  const seats = /<path d="([^"]+)" fill="#13294b"\/>/.exec(markup);
  const frame = /<path d="([^"]+)" stroke=/.exec(markup);
  const hood = /<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/.exec(markup);
  if (!seats || !frame || !hood) return undefined;
  const framePoints = flattenPath(group(frame, 1))[0] ?? [];
  const [base, top] = [framePoints[0], framePoints[framePoints.length - 1]];
  if (!base || !top) return undefined;
  return {
    seats: group(seats, 1),
    windscreen: [base, top],
    hood: { x: Number(hood[1]), y: Number(hood[2]), width: Number(hood[3]), height: Number(hood[4]) },
  };
}

function group(match: RegExpMatchArray, index: number): string {
  const value = match[index];
  if (value === undefined) throw new Error(`No group ${index} in ${match[0]}`);
  return value;
}

/** Each point of a closed outline with the next one. */
function edgesOf(points: Point[]): [Point, Point][] {
  const next = [...points.slice(1), ...points.slice(0, 1)];
  return points.flatMap((a, i) => {
    const b = next[i];
    return b ? [[a, b] as [Point, Point]] : [];
  });
}

/**
 * The points of an SVG path (M, L, H, V, Q, C, Z, absolute or relative, curves flattened), one list per
 * subpath; enough for the silhouettes, which draw their bodies with these commands only.
 */
function flattenPath(d: string): Point[][] {
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const paths: Point[][] = [];
  let current: Point[] = [];
  let at: Point = [0, 0];
  let start: Point = [0, 0];
  let command = '';
  let i = 0;
  const number = () => Number(tokens[i++]);
  const point = (relative: boolean): Point => {
    const x = number();
    const y = number();
    return relative ? [at[0] + x, at[1] + y] : [x, y];
  };
  while (i < tokens.length) {
    const token = tokens[i] ?? '';
    if (/[A-Za-z]/.test(token)) {
      command = token;
      i++;
    }
    const relative = command === command.toLowerCase();
    switch (command.toUpperCase()) {
      case 'M':
        if (current.length) paths.push(current);
        at = start = point(relative);
        current = [at];
        command = relative ? 'l' : 'L';
        break;
      case 'L':
        at = point(relative);
        current.push(at);
        break;
      case 'H':
        at = [relative ? at[0] + number() : number(), at[1]];
        current.push(at);
        break;
      case 'V':
        at = [at[0], relative ? at[1] + number() : number()];
        current.push(at);
        break;
      case 'Q': {
        const from = at;
        const control = point(relative);
        const to = point(relative);
        for (let step = 1; step <= CURVE_STEPS; step++) current.push(quadratic(from, control, to, step / CURVE_STEPS));
        at = to;
        break;
      }
      case 'C': {
        const from = at;
        const c1 = point(relative);
        const c2 = point(relative);
        const to = point(relative);
        for (let step = 1; step <= CURVE_STEPS; step++) current.push(cubic(from, c1, c2, to, step / CURVE_STEPS));
        at = to;
        break;
      }
      case 'Z':
        at = start;
        if (current.length) paths.push(current);
        current = [];
        break;
      default:
        throw new Error(`Unsupported path command ${command} in ${d}`);
    }
  }
  if (current.length) paths.push(current);
  return paths;
}

const CURVE_STEPS = 6;

function quadratic([x0, y0]: Point, [x1, y1]: Point, [x2, y2]: Point, t: number): Point {
  const u = 1 - t;
  return [u * u * x0 + 2 * u * t * x1 + t * t * x2, u * u * y0 + 2 * u * t * y1 + t * t * y2];
}

function cubic([x0, y0]: Point, [x1, y1]: Point, [x2, y2]: Point, [x3, y3]: Point, t: number): Point {
  const u = 1 - t;
  const [a, b, c, e] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [a * x0 + b * x1 + c * x2 + e * x3, a * y0 + b * y1 + c * y2 + e * y3];
}

function boxOf(points: Point[]) {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

/** The outline going clockwise on screen (over the roof towards the nose), whichever way it was drawn. */
function clockwise(points: Point[]): Point[] {
  const [first, last] = [points[0], points[points.length - 1]];
  const open = first && last && points.length > 1 && samePoint(first, last) ? points.slice(0, -1) : points;
  const area = edgesOf(open).reduce((sum, [[x, y], [nx, ny]]) => sum + x * ny - nx * y, 0);
  return area >= 0 ? open : [...open].reverse();
}

function samePoint(a: Point, b: Point): boolean {
  return Math.abs(a[0] - b[0]) < 1e-6 && Math.abs(a[1] - b[1]) < 1e-6;
}

// ---------------------------------------------------------------------------------------------------------
// The extruded body

type SurfaceKind = 'top' | 'front' | 'windscreen';
type Surface = { kind: SurfaceKind; points: Point[] };

/**
 * The outline's edges seen from the camera, extruded across the car, in runs of one kind: the tops
 * (roof, boot, bonnet), the nose, the windscreen (an edge facing forwards between the side windows' top and
 * the waist line).
 */
function visibleSurfaces(silhouette: Silhouette): Surface[] {
  const levels = silhouette.glass ? [silhouette.glass.top, silhouette.glass.bottom] : [];
  const outline = splitAtLevels(silhouette.outline, levels);
  const surfaces: Surface[] = [];
  let previous: SurfaceKind | null = null;
  for (const [a, b] of edgesOf(outline)) {
    const kind = edgeKind(a, b, silhouette);
    const run = surfaces[surfaces.length - 1];
    if (kind && run && kind === previous) run.points.push(b);
    else if (kind) surfaces.push({ kind, points: [a, b] });
    previous = kind;
  }
  return surfaces;
}

function edgeKind([x0, y0]: Point, [x1, y1]: Point, silhouette: Silhouette): SurfaceKind | null {
  const dx = x1 - x0;
  const dy = y1 - y0;
  // the extruded edge faces the camera when its projection keeps the outline's turn (see placeView)
  if (FLANK * LIFT * dx + ACROSS * (dy + RISE * dx) <= 1e-9) return null;
  const middle = (y0 + y1) / 2;
  const { glass } = silhouette;
  if (glass && dy > Math.abs(dx) * 0.3 && middle > glass.top && middle < glass.bottom) return 'windscreen';
  return dx >= dy ? 'top' : 'front';
}

/** The outline with a point added wherever an edge crosses one of `levels` (heights). */
function splitAtLevels(points: Point[], levels: number[]): Point[] {
  const result: Point[] = [];
  edgesOf(points).forEach(([a, b]) => {
    result.push(a);
    const crossings = levels
      .filter((level) => (a[1] - level) * (b[1] - level) < 0)
      .map((level) => (level - a[1]) / (b[1] - a[1]))
      .sort((s, t) => s - t);
    for (const t of crossings) result.push([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]);
  });
  return result;
}

function drawSurface({ kind, points }: Surface, view: View, paint: string, outline: string): string {
  const { project: at, width } = view;
  const band = (near: number, far: number, along: Point[] = points) => [
    ...along.map(([x, y]) => at(x, y, near)),
    ...[...along].reverse().map(([x, y]) => at(x, y, far)),
  ];
  const fill = kind === 'top' ? tint(paint, 0.2) : kind === 'front' ? shade(paint, 0.1) : paint;
  let markup = `<path d="${polygon(band(0, width))}" fill="${fill}" stroke="${outline}" stroke-width="3" stroke-linejoin="round"/>`;
  if (kind === 'windscreen') {
    const [first = [0, 0], last = [0, 0]] = [points[0], points[points.length - 1]];
    markup +=
      `<path d="${polygon(band(width * 0.07, width * 0.93))}" fill="${NAVY_700}"/>` +
      // a reflection across the glass
      `<path d="${polygon([at(first[0], first[1], width * 0.3), at(first[0], first[1], width * 0.44), at(last[0], last[1], width * 0.62), at(last[0], last[1], width * 0.48)])}" fill="${NAVY_600}" opacity="0.55"/>`;
  }
  return markup;
}

/** Lamps, grille, bumper and number plate on the nose (at each height, the front-most point of the outline). */
function frontDetails(silhouette: Silhouette, view: View): string {
  const { lamp, band } = silhouette;
  const { width } = view;
  const noseAt = (y: number) => frontMost(silhouette.outline, y);
  const patch = (top: number, bottom: number, from: number, to: number) => {
    const [x0, x1] = [noseAt(top), noseAt(bottom)];
    return polygon([
      view.project(x0, top, from * width),
      view.project(x0, top, to * width),
      view.project(x1, bottom, to * width),
      view.project(x1, bottom, from * width),
    ]);
  };
  const lampTop = lamp.top - 3;
  const lampBottom = lamp.bottom + 2;
  const grilleBottom = Math.min(band.top - 4, lampBottom + 16);
  const plateTop = band.top + 2;
  const plateBottom = Math.max(band.bottom - 3, plateTop + 12);
  const rounded = (colour: string) => `fill="${colour}" stroke="${colour}" stroke-width="5" stroke-linejoin="round"`;
  return (
    `<path d="${patch(band.top, band.bottom, 0, 1)}" fill="${band.fill}"/>` +
    `<path d="${patch(lampTop + 3, grilleBottom, 0.35, 0.65)}" ${rounded(NAVY_800)}/>` +
    `<path d="${patch(lampTop + 9, lampTop + 11, 0.38, 0.62)}${patch(lampTop + 16, lampTop + 18, 0.38, 0.62)}" fill="${GREY_500}"/>` +
    `<path d="${patch(lampTop, lampBottom, 0.06, 0.28)}${patch(lampTop, lampBottom, 0.72, 0.94)}" ${rounded(ACCENT_300)}/>` +
    `<path d="${patch(lampBottom + 4, lampBottom + 7, 0.09, 0.22)}${patch(lampBottom + 4, lampBottom + 7, 0.78, 0.91)}" ${rounded(ACCENT_500)}/>` +
    `<path d="${patch(plateTop, plateBottom, 0.39, 0.61)}" fill="#ffffff" stroke="${GREY_300}" stroke-width="2"/>`
  );
}

/** The largest x of the outline at height `y`: the nose's surface there. */
function frontMost(outline: Point[], y: number): number {
  let best = -Infinity;
  edgesOf(outline).forEach(([a, b]) => {
    if ((a[1] - y) * (b[1] - y) > 0 || a[1] === b[1]) {
      if (a[1] === y) best = Math.max(best, a[0]);
      return;
    }
    best = Math.max(best, a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]));
  });
  return Number.isFinite(best) ? best : Math.max(...outline.map(([x]) => x));
}

/** The smallest y of the outline at `x`: the top of the body there. */
function topAt(outline: Point[], x: number): number {
  let best = Infinity;
  edgesOf(outline).forEach(([a, b]) => {
    if ((a[0] - x) * (b[0] - x) > 0 || a[0] === b[0]) {
      if (a[0] === x) best = Math.min(best, a[1]);
      return;
    }
    best = Math.min(best, a[1] + ((x - a[0]) / (b[0] - a[0])) * (b[1] - a[1]));
  });
  return best;
}

/** An open car: the cockpit seen from above, two rows of seats across it, the folded roof, the windscreen. */
function cockpit(silhouette: Silhouette, parts: NonNullable<Silhouette['cockpit']>, view: View): string {
  const { project: at, width } = view;
  const seatsBox = boxOf(flattenPath(parts.seats).flat());
  const [base, top] = parts.windscreen;
  const from = seatsBox.left - 16;
  const to = base[0] - 4;
  const inside = [from, (from + to) / 2, to].map((x) => [x, topAt(silhouette.outline, x)] as Point);
  const opening = [
    ...inside.map(([x, y]) => at(x, y, width * 0.1)),
    ...[...inside].reverse().map(([x, y]) => at(x, y, width * 0.9)),
  ];
  const { x, y, width: w, height: h } = parts.hood;
  const hoodTop = [at(x, y, width * 0.1), at(x + w, y, width * 0.1), at(x + w, y, width * 0.9), at(x, y, width * 0.9)];
  const hoodFront = [
    at(x + w, y, width * 0.1),
    at(x + w, y + h, width * 0.1),
    at(x + w, y + h, width * 0.9),
    at(x + w, y, width * 0.9),
  ];
  const seatRow = (z: number) =>
    `<g transform="${view.plane(z)}"><path d="${parts.seats}" fill="${NAVY_800}" stroke="${NAVY_900}" stroke-width="2"/></g>`;
  return (
    `<path d="${polygon(opening)}" fill="${NAVY_800}"/>` +
    `<path d="${polygon(hoodTop)}${polygon(hoodFront)}" fill="${NAVY_800}" stroke="${NAVY_900}" stroke-width="2" stroke-linejoin="round"/>` +
    `<g transform="${view.plane(width * 0.1)}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${NAVY_700}" stroke="${NAVY_900}" stroke-width="2"/></g>` +
    seatRow(width * 0.74) +
    seatRow(width * 0.3) +
    `<path d="${polygon([at(base[0], base[1], width * 0.04), at(top[0], top[1], width * 0.06), at(top[0], top[1], width * 0.94), at(base[0], base[1], width * 0.96)])}" ` +
    `fill="${NAVY_200}" fill-opacity="0.7" stroke="${NAVY_800}" stroke-width="6" stroke-linejoin="round"/>`
  );
}

/** A pick-up's load bed, open at the top: the dark inside, and the far side's inner face below its rim. */
function openBed(silhouette: Silhouette, [from, to]: readonly [number, number], view: View, paint: string): string {
  const { project: at, width } = view;
  const rim = topAt(silhouette.outline, (from + to) / 2);
  const [near, far] = [width * 0.06, width * 0.94];
  const opening = [at(from, rim, near), at(to, rim, near), at(to, rim, far), at(from, rim, far)];
  const farWall = [at(from, rim, far), at(to, rim, far), at(to, rim + 16, far), at(from, rim + 16, far)];
  return `<path d="${polygon(opening)}" fill="${NAVY_900}"/><path d="${polygon(farWall)}" fill="${shade(paint, 0.3)}"/>`;
}

function polygon(points: Point[]): string {
  return `M${points.map(([x, y]) => `${x} ${y}`).join('L')}z`;
}

function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
