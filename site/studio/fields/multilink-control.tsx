'use client';

import { frLuStudioFields as words } from '@/i18n/fr-lu-studio-fields';
import { MANAGED_STORIES_URL, parseStoriesAnswer, type PickableStory } from './choice-sources';
import type { FieldControlProps } from './field-control-props';
import {
  LINK_TYPES,
  linkOfType,
  linkText,
  linkWithAnchor,
  linkWithNewTab,
  linkWithText,
  readLink,
  type LinkType,
} from './multilink-value';
import { useRemoteList } from './use-remote-list';
import styles from './fields.module.css';

const TYPE_LABELS: Record<LinkType, string> = {
  story: words.link.story,
  url: words.link.url,
  email: words.link.email,
};

/** The stories a link may point to: the content types its schema allows (`restrict_content_types`), or all. */
function linkableStories(stories: readonly PickableStory[], schema: FieldControlProps['schema']): PickableStory[] {
  if (!schema.restrict_content_types || !schema.component_whitelist?.length) return [...stories];
  const allowed = new Set(schema.component_whitelist);
  return stories.filter((story) => allowed.has(story.contentType));
}

/**
 * Storyblok's multilink: a page of the site (picked by its address, with a list of the stories to choose
 * from), a URL or an e-mail address; an anchor for a page, a new tab on request.
 */
export function MultilinkControl({ id, schema, value, onChange, invalid }: FieldControlProps) {
  const link = readLink(value);
  const [list] = useRemoteList(link.linktype === 'story' ? MANAGED_STORIES_URL : null, parseStoriesAnswer);
  const stories = list.status === 'ready' ? linkableStories(list.items, schema) : [];
  const typed = linkText(link);
  const unknownPage =
    link.linktype === 'story' &&
    list.status === 'ready' &&
    typed !== '' &&
    link.id === '' &&
    !stories.some((s) => s.fullSlug === typed);
  const listId = `${id}-stories`;
  const valueHint = `${id}-value-hint`;
  return (
    <div className={styles.stack}>
      <label className={styles.subfield}>
        <span>{words.link.type}</span>
        <select
          id={id}
          className={styles.select}
          value={link.linktype}
          onChange={(event) => onChange(linkOfType(link, event.target.value as LinkType))}
        >
          {LINK_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.subfield}>
        <span>
          {link.linktype === 'story'
            ? words.link.page
            : link.linktype === 'email'
              ? words.link.emailAddress
              : words.link.address}
        </span>
        <input
          type={link.linktype === 'email' ? 'email' : 'text'}
          inputMode={link.linktype === 'url' ? 'url' : undefined}
          autoComplete="off"
          spellCheck={false}
          className={styles.input}
          list={link.linktype === 'story' ? listId : undefined}
          value={typed}
          onChange={(event) => onChange(linkWithText(link, event.target.value, stories))}
          aria-invalid={invalid || unknownPage || undefined}
          aria-required={schema.required || undefined}
          aria-describedby={link.linktype === 'email' ? undefined : valueHint}
        />
      </label>
      {link.linktype !== 'email' && (
        <p id={valueHint} className={unknownPage ? styles.problem : styles.limits}>
          {link.linktype === 'story'
            ? unknownPage
              ? words.link.unknownPage
              : words.link.pageHint
            : words.link.addressHint}
        </p>
      )}
      {link.linktype === 'story' && (
        <datalist id={listId}>
          {stories.map((story) => (
            <option key={story.uuid} value={story.fullSlug}>
              {story.name}
            </option>
          ))}
        </datalist>
      )}
      {link.linktype === 'story' && (
        <label className={styles.subfield}>
          <span>{words.link.anchor}</span>
          <input
            type="text"
            autoComplete="off"
            className={styles.input}
            value={link.anchor ?? ''}
            onChange={(event) => onChange(linkWithAnchor(link, event.target.value))}
          />
        </label>
      )}
      {link.linktype !== 'email' && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={link.target === '_blank'}
            onChange={(event) => onChange(linkWithNewTab(link, event.target.checked))}
          />
          <span>{words.link.newTab}</span>
        </label>
      )}
    </div>
  );
}
