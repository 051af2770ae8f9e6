/**
 * Storyblok's rich-text JSON and tiptap's (ProseMirror's) JSON are the same tree with other names:
 * Storyblok writes `bullet_list`, `list_item`, `hard_break`… where tiptap writes `bulletList`, `listItem`,
 * `hardBreak`…, an ordered list's first number in `order` (tiptap: `start`) and a code block's language in
 * `class: language-x` (tiptap: `language`). A link mark keeps Storyblok's attributes
 * (`href, linktype, target, uuid, anchor`; the editor declares them on its link mark) and drops tiptap's
 * own (`rel`, `class`, `title`). Pure functions both ways; what either side does not know is passed through.
 */
export type RichTextNode = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  marks?: RichTextMark[];
  text?: string;
};
export type RichTextMark = { type: string; attrs?: Record<string, unknown> };

/** Storyblok's node names → tiptap's; the nodes named alike (doc, paragraph, heading, blockquote, text) are left out. */
const TIPTAP_NODE_NAMES: Readonly<Record<string, string>> = {
  bullet_list: 'bulletList',
  ordered_list: 'orderedList',
  list_item: 'listItem',
  hard_break: 'hardBreak',
  horizontal_rule: 'horizontalRule',
  code_block: 'codeBlock',
};
const STORYBLOK_NODE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(TIPTAP_NODE_NAMES).map(([storyblok, tiptap]) => [tiptap, storyblok]),
);

/** The nodes and marks the studio's editor can edit, by their Storyblok names. */
export const EDITABLE_NODES: ReadonlySet<string> = new Set([
  'doc',
  'paragraph',
  'text',
  'heading',
  'blockquote',
  ...Object.keys(TIPTAP_NODE_NAMES),
]);
export const EDITABLE_MARKS: ReadonlySet<string> = new Set(['bold', 'italic', 'strike', 'underline', 'code', 'link']);

/** Link attributes Storyblok stores; tiptap's others (`rel`, `class`, `title`) are dropped. */
const STORYBLOK_LINK_ATTRS = ['href', 'linktype', 'target', 'uuid', 'anchor'] as const;

const hasOwn = (attrs: Record<string, unknown> | undefined, key: string) =>
  attrs !== undefined && Object.hasOwn(attrs, key);

function mapTree(
  node: RichTextNode,
  rename: (type: string) => string,
  nodeAttrs: (node: RichTextNode) => Record<string, unknown> | undefined,
  markAttrs: (mark: RichTextMark) => Record<string, unknown> | undefined,
): RichTextNode {
  const mapped: RichTextNode = { type: rename(node.type) };
  const attrs = nodeAttrs(node);
  if (attrs !== undefined) mapped.attrs = attrs;
  if (node.text !== undefined) mapped.text = node.text;
  if (node.marks !== undefined)
    mapped.marks = node.marks.map((mark) => {
      const attributes = markAttrs(mark);
      return attributes === undefined ? { type: mark.type } : { type: mark.type, attrs: attributes };
    });
  if (node.content !== undefined)
    mapped.content = node.content.map((child) => mapTree(child, rename, nodeAttrs, markAttrs));
  return mapped;
}

function renameAttr(attrs: Record<string, unknown>, from: string, to: string, value = attrs[from]) {
  const copy: Record<string, unknown> = { ...attrs };
  delete copy[from];
  return hasOwn(attrs, from) ? { ...copy, [to]: value } : copy;
}

/** A Storyblok rich-text document as tiptap's editor reads it. */
export function storyblokToTiptap(doc: RichTextNode): RichTextNode {
  return mapTree(
    doc,
    (type) => TIPTAP_NODE_NAMES[type] ?? type,
    (node) => {
      if (!node.attrs) return undefined;
      if (node.type === 'ordered_list') return renameAttr(node.attrs, 'order', 'start');
      if (node.type === 'code_block') {
        const className = node.attrs.class;
        const language = typeof className === 'string' && className.startsWith('language-') ? className.slice(9) : null;
        return renameAttr(node.attrs, 'class', 'language', language);
      }
      return node.attrs;
    },
    (mark) => mark.attrs,
  );
}

/** Tiptap's document as Storyblok stores it. */
export function tiptapToStoryblok(doc: RichTextNode): RichTextNode {
  return mapTree(
    doc,
    (type) => STORYBLOK_NODE_NAMES[type] ?? type,
    (node) => {
      if (!node.attrs) return undefined;
      // tiptap's list style (`type`) has no Storyblok counterpart.
      if (node.type === 'orderedList') return dropKey(renameAttr(node.attrs, 'start', 'order'), 'type');
      if (node.type === 'codeBlock') {
        const language = node.attrs.language;
        const attrs = renameAttr(
          node.attrs,
          'language',
          'class',
          typeof language === 'string' && language ? `language-${language}` : null,
        );
        return attrs.class === null ? dropKey(attrs, 'class') : attrs;
      }
      return node.attrs;
    },
    (mark) => (mark.type === 'link' ? storyblokLinkAttrs(mark.attrs) : mark.attrs),
  );
}

function dropKey(attrs: Record<string, unknown>, key: string): Record<string, unknown> | undefined {
  const copy = { ...attrs };
  delete copy[key];
  return Object.keys(copy).length > 0 ? copy : undefined;
}

/** A link's Storyblok attributes: tiptap's own go, and an anchor only when there is one (Storyblok's `null` is left out). */
function storyblokLinkAttrs(attrs: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!attrs) return undefined;
  const kept: Record<string, unknown> = {};
  for (const key of STORYBLOK_LINK_ATTRS) {
    if (!hasOwn(attrs, key)) continue;
    if (key === 'anchor' && (attrs.anchor === null || attrs.anchor === '')) continue;
    kept[key] = attrs[key];
  }
  return kept;
}

/**
 * What the editor cannot edit in a document (an embedded block, an image, a text style): the form then
 * leaves the text as it is rather than lose part of it. Storyblok names, each listed once.
 */
export function uneditableParts(doc: RichTextNode): string[] {
  const found = new Set<string>();
  const visit = (node: RichTextNode) => {
    if (!EDITABLE_NODES.has(node.type)) found.add(node.type);
    for (const mark of node.marks ?? []) if (!EDITABLE_MARKS.has(mark.type)) found.add(mark.type);
    for (const child of node.content ?? []) visit(child);
  };
  visit(doc);
  return [...found];
}

/** A rich-text value read from content: a document, or null when the field holds none. */
export function readRichText(value: unknown): RichTextNode | null {
  return typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    (value as { type?: unknown }).type === 'doc'
    ? (value as RichTextNode)
    : null;
}

/** An empty document, as the editor leaves a text it was given none for. */
export const EMPTY_DOC: RichTextNode = { type: 'doc', content: [{ type: 'paragraph' }] };
