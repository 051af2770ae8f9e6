import { Fragment, type ReactNode } from 'react';
import type { StoryblokAsset, StoryblokRichtext } from '@/vocabulary/block-types';
import { AppLink } from './app-link';
import { AssetImage } from './asset-image';
import { richTextLinkHref, type RichTextLinkAttrs } from './rich-text-link-href';
import styles from './rich-text.module.css';

export type RichTextProps = {
  /** A Storyblok rich-text document (`{ type: 'doc', content: [...] }`). */
  doc: StoryblokRichtext | null | undefined;
  /**
   * Added to each heading level so the text fits under its section's heading: in a section titled
   * with an h2, pass 1 and the editor's h2 becomes an h3. Levels are kept between h2 and h6
   * (the page's h1 belongs to the hero or the article title).
   */
  headingOffset?: number;
  className?: string;
  /** Renders blocks embedded in the text (`blok` nodes); without it they are left out. */
  renderBlocks?: RenderBlocks;
};

/** Renders the blocks embedded in the text (the page's block renderer, passed down by the block). */
type RenderBlocks = (blocks: readonly unknown[] | undefined) => ReactNode;
type RenderOptions = { headingOffset: number; renderBlocks: RenderBlocks | undefined };
type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

function attr(node: StoryblokRichtext, name: string): unknown {
  const attrs: Record<string, unknown> | undefined = node.attrs;
  return attrs?.[name];
}

function headingTag(level: unknown, offset: number): HeadingTag {
  const base = typeof level === 'number' && Number.isFinite(level) ? level : 2;
  const clamped = Math.min(6, Math.max(2, Math.round(base + offset)));
  return `h${clamped}` as HeadingTag;
}

/** True when a document has nothing to show (no text, image, rule or embedded block). */
export function isRichTextEmpty(doc: StoryblokRichtext | null | undefined): boolean {
  if (!doc) return true;
  if (typeof doc.text === 'string' && doc.text.trim() !== '') return false;
  if (doc.type === 'image' || doc.type === 'horizontal_rule' || doc.type === 'blok') return false;
  return (doc.content ?? []).every(isRichTextEmpty);
}

function applyMark(mark: StoryblokRichtext, children: ReactNode, key: string): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong key={key}>{children}</strong>;
    case 'italic':
      return <em key={key}>{children}</em>;
    case 'underline':
      return <u key={key}>{children}</u>;
    case 'strike':
      return <s key={key}>{children}</s>;
    case 'code':
      return <code key={key}>{children}</code>;
    case 'superscript':
      return <sup key={key}>{children}</sup>;
    case 'subscript':
      return <sub key={key}>{children}</sub>;
    case 'link': {
      const attrs = mark.attrs as RichTextLinkAttrs | undefined;
      const href = richTextLinkHref(attrs);
      if (!href) return children;
      const target = attrs?.target === '_blank' ? '_blank' : undefined;
      return (
        <AppLink key={key} href={href} target={target}>
          {children}
        </AppLink>
      );
    }
    default:
      // textStyle, highlight, anchor, styled…: no visual meaning we support; keep the text.
      return children;
  }
}

function renderText(node: StoryblokRichtext, key: string): ReactNode {
  const marks = node.marks ?? [];
  // Links wrap the other marks so a bold word inside a link stays one link.
  const ordered = [...marks.filter((m) => m.type !== 'link'), ...marks.filter((m) => m.type === 'link')];
  return ordered.reduce<ReactNode>(
    (children, mark, index) => applyMark(mark, children, `${key}-${index}`),
    node.text ?? '',
  );
}

function renderImage(node: StoryblokRichtext, key: string): ReactNode {
  const src = attr(node, 'src');
  if (typeof src !== 'string' || !src) return null;
  const alt = attr(node, 'alt');
  const title = attr(node, 'title');
  const asset: StoryblokAsset = {
    fieldtype: 'asset',
    id: 0,
    filename: src,
    name: src.split('/').pop() ?? '',
    alt: typeof alt === 'string' ? alt : null,
    title: typeof title === 'string' ? title : null,
    focus: null,
  };
  return (
    <figure key={key} className={styles.figure}>
      <AssetImage asset={asset} sizes="(min-width: 48rem) 46rem, 100vw" />
    </figure>
  );
}

function renderNodes(nodes: StoryblokRichtext[] | undefined, options: RenderOptions, keyPrefix: string): ReactNode[] {
  return (nodes ?? []).map((node, index) => renderNode(node, options, `${keyPrefix}${index}`));
}

function renderNode(node: StoryblokRichtext, options: RenderOptions, key: string): ReactNode {
  const children = () => renderNodes(node.content, options, `${key}.`);
  switch (node.type) {
    case 'doc':
      return children();
    case 'text':
      return renderText(node, key);
    case 'paragraph':
      return isRichTextEmpty(node) ? null : <p key={key}>{children()}</p>;
    case 'heading': {
      if (isRichTextEmpty(node)) return null;
      const Tag = headingTag(attr(node, 'level'), options.headingOffset);
      return <Tag key={key}>{children()}</Tag>;
    }
    case 'bullet_list':
      return <ul key={key}>{children()}</ul>;
    case 'ordered_list': {
      const order = attr(node, 'order');
      const start = typeof order === 'number' && order !== 1 ? order : undefined;
      return (
        <ol key={key} start={start}>
          {children()}
        </ol>
      );
    }
    case 'list_item':
      return <li key={key}>{children()}</li>;
    case 'blockquote':
      return <blockquote key={key}>{children()}</blockquote>;
    case 'code_block':
      return (
        <pre key={key}>
          <code>{children()}</code>
        </pre>
      );
    case 'hard_break':
      return <br key={key} />;
    case 'horizontal_rule':
      return <hr key={key} />;
    case 'image':
      return renderImage(node, key);
    case 'blok': {
      const body = attr(node, 'body');
      if (!options.renderBlocks || !Array.isArray(body)) return null;
      return (
        <div key={key} className={styles.blok}>
          {options.renderBlocks(body)}
        </div>
      );
    }
    default:
      // Unknown node: keep whatever it contains.
      return <Fragment key={key}>{children()}</Fragment>;
  }
}

/**
 * Storyblok rich text as semantic HTML: paragraphs, headings (offset to fit the section), lists,
 * quotes, rules, breaks and text marks; links go through `AppLink` (story links become site paths).
 * Renders nothing for an empty document.
 */
export function RichText({ doc, headingOffset = 0, className, renderBlocks }: RichTextProps) {
  if (!doc || isRichTextEmpty(doc)) return null;
  const options: RenderOptions = { headingOffset, renderBlocks };
  const content = doc.type === 'doc' ? renderNodes(doc.content, options, '') : renderNode(doc, options, '0');
  return <div className={[styles.richText, className].filter(Boolean).join(' ')}>{content}</div>;
}
