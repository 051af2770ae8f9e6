import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * Why an uploaded SVG is refused, or null when it has no active content. An SVG is a document: opened on its
 * own address it runs its scripts on our origin, and even as an <img> it may fetch other resources. We refuse
 * rather than clean: a real XML parser (fast-xml-parser, pure JavaScript, no DOM to emulate) reads every
 * element and attribute, and anything that could run or fetch is named back to the editor, who exports the
 * drawing again without it. A sanitiser that rewrites (DOMPurify) needs a whole DOM (jsdom) on the server,
 * and a logo silently changed is worse than one refused with its reason.
 */
export type SvgProblem = { kind: 'unreadable' } | { kind: 'active'; what: string };

/** Elements that run code, embed other documents or handle events. */
const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener']);
/** Animation elements may set an attribute (an href to `javascript:`) after the checks. */
const ANIMATIONS = new Set(['set', 'animate', 'animatemotion', 'animatetransform', 'discard']);
/** An image embedded in the drawing: raster data only, never another SVG (which would be checked by nobody). */
const EMBEDDED_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i;
/** In CSS: `url(#gradient)` is a reference inside the drawing; any other url() or an @import fetches. */
const CSS_FETCH = /@import|url\(\s*(?!['"]?#)|expression\s*\(|javascript:/i;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  preserveOrder: true,
  allowBooleanAttributes: true,
  // Entities are refused before parsing; none is expanded (no « billion laughs »).
  processEntities: false,
  cdataPropName: '#cdata',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
});

type Node = Record<string, unknown> & { ':@'?: Record<string, unknown> };

export function svgProblem(text: string): SvgProblem | null {
  // A DOCTYPE's internal subset is where entities are declared: refused before any parser sees it.
  if (/<!ENTITY/i.test(text) || /<!DOCTYPE[^>[]*\[/i.test(text)) return { kind: 'active', what: '<!ENTITY>' };
  if (XMLValidator.validate(text) !== true) return { kind: 'unreadable' };
  let nodes: Node[];
  try {
    nodes = parser.parse(text) as Node[];
  } catch {
    return { kind: 'unreadable' };
  }
  const roots = nodes.filter((node) => elementName(node) !== null && !elementName(node)!.startsWith('?'));
  if (roots.length !== 1 || localName(elementName(roots[0]!)!) !== 'svg') return { kind: 'unreadable' };
  return walk(roots);
}

function walk(nodes: Node[]): SvgProblem | null {
  for (const node of nodes) {
    const name = elementName(node);
    if (name === null) continue;
    if (name === '#cdata' || name === '#text') {
      if (CSS_FETCH.test(textOf(node[name]))) return { kind: 'active', what: 'url() ou @import' };
      continue;
    }
    const element = localName(name);
    if (ACTIVE_ELEMENTS.has(element)) return { kind: 'active', what: `<${name}>` };
    const attributes = node[':@'] ?? {};
    const problem = attributeProblem(element, attributes);
    if (problem) return problem;
    const children = node[name];
    if (Array.isArray(children)) {
      const inner = walk(children as Node[]);
      if (inner) return inner;
    }
  }
  return null;
}

function attributeProblem(element: string, attributes: Record<string, unknown>): SvgProblem | null {
  for (const [name, raw] of Object.entries(attributes)) {
    const attribute = localName(name);
    const value = String(raw ?? '');
    if (attribute.startsWith('on')) return { kind: 'active', what: name };
    // Browsers ignore spaces and control characters inside a scheme: `java\tscript:`.
    const compact = value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
    if (compact.includes('javascript:') || compact.includes('vbscript:'))
      return { kind: 'active', what: 'javascript:' };
    if (attribute === 'href' || attribute === 'src') {
      const local = value.trim().startsWith('#') || (element === 'image' && EMBEDDED_IMAGE.test(value.trim()));
      if (!local) return { kind: 'active', what: `${name}="${value.slice(0, 60)}"` };
    }
    if (ANIMATIONS.has(element) && attribute === 'attributename' && /href|^on/i.test(localName(value)))
      return { kind: 'active', what: `<${element} attributeName="${value}">` };
    if (CSS_FETCH.test(value)) return { kind: 'active', what: 'url() ou @import' };
  }
  return null;
}

function elementName(node: Node): string | null {
  return Object.keys(node).find((key) => key !== ':@') ?? null;
}

/** `xlink:href` → `href`, `svg:script` → `script`, lower-cased: a prefix or a capital never hides an element. */
function localName(name: string): string {
  return name.slice(name.lastIndexOf(':') + 1).toLowerCase();
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => textOf(Object.values(item as object)[0])).join('');
  return '';
}
