import type { ReactNode } from 'react';
import type { ContainerWidth } from './container';
import styles from './section.module.css';

export type SectionTone = 'default' | 'muted' | 'dark';

export type SectionProps = {
  /** The section's heading (an h2 unless `headingLevel` says otherwise); no heading when empty. */
  title?: string;
  /** Id of the heading, which also names the section; pass a stable one (blocks/block-dom-id.ts). */
  titleId?: string;
  headingLevel?: 2 | 3;
  /** A short paragraph under the title. */
  intro?: string;
  width?: ContainerWidth;
  tone?: SectionTone;
  /** `div` for content that is not a thematic section (a row of buttons). */
  as?: 'section' | 'div';
  /** Id of a heading the children render themselves (when the section has no `title`). */
  labelledBy?: string;
  /** Centre the title and intro. */
  centered?: boolean;
  className?: string;
  children?: ReactNode;
};

const WIDTH_CLASS: Record<ContainerWidth, string | undefined> = {
  narrow: styles.narrow,
  default: undefined,
  wide: styles.wide,
};

const TONE_CLASS: Record<SectionTone, string | undefined> = {
  default: undefined,
  muted: styles.muted,
  dark: styles.dark,
};

/**
 * Consistent vertical rhythm for page sections, with an optional heading and intro. The section is its own
 * container (its padding centres the content at the chosen width, its background spans the page): no wrapper
 * element, which every section would carry in the HTML and again in the React payload.
 */
export function Section({
  title,
  titleId,
  headingLevel = 2,
  intro,
  width = 'default',
  tone = 'default',
  as: Tag = 'section',
  labelledBy,
  centered = false,
  className,
  children,
}: SectionProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const labelled = Tag === 'section' ? (title && titleId ? titleId : labelledBy) : undefined;
  const heading = title ? (
    <Heading id={titleId} className={styles.title}>
      {title}
    </Heading>
  ) : null;
  return (
    <Tag
      className={[styles.section, WIDTH_CLASS[width], TONE_CLASS[tone], className].filter(Boolean).join(' ')}
      aria-labelledby={labelled}
      // Spread, not `undefined`: an undefined prop is written into the payload as "$undefined".
      {...(tone === 'dark' ? { 'data-theme': 'dark' } : {})}
    >
      {intro || (centered && title) ? (
        <header className={[styles.header, centered ? styles.centered : undefined].filter(Boolean).join(' ')}>
          {heading}
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </header>
      ) : (
        // A title alone needs no header element: `.section > .title` gives it the header's spacing.
        heading
      )}
      {children}
    </Tag>
  );
}
