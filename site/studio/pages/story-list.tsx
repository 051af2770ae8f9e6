'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useMemo, useRef, useState } from 'react';
import { frLuStudioPages } from '@/i18n/fr-lu-studio-pages';
import { announce } from '@/site/ui/live-announcer';
import { editorHref } from './editor-href';
import { ManageStoryDialog, type ManageView } from './manage-story-dialog';
import { CreatePageForm, type PageFormContext } from './page-forms';
import { StudioDialog } from './studio-dialog';
import {
  buildStoryTree,
  folderPaths,
  searchStories,
  type StoryNode,
  type StoryRow,
  type StorySearch,
} from './story-tree';
import styles from './studio-pages.module.css';

const words = frLuStudioPages;

type Dialog = { kind: 'create' } | { kind: 'manage'; storyId: number; view: ManageView } | null;

/**
 * The story tree of `/studio`, rendered on the server from the rows it gets: readable without JavaScript
 * (every folder shows, and the search is a GET form the server answers), with it the folders fold, the
 * search filters as one types, and each page is managed in a dialog.
 */
export function StoryList({
  rows,
  initialQuery,
  contentTypes,
}: {
  rows: StoryRow[];
  initialQuery: string;
  contentTypes: readonly { name: string; displayName: string }[];
}) {
  const router = useRouter();
  const searchId = useId();
  const searchInput = useRef<HTMLInputElement>(null);
  const tree = useMemo(() => buildStoryTree(rows), [rows]);
  const total = useMemo(() => rows.filter((row) => !row.isFolder).length, [rows]);
  const [query, setQuery] = useState(initialQuery);
  const search = useMemo(() => searchStories(tree, query), [tree, query]);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => search?.foldersOfMatches ?? new Set());
  const [dialog, setDialog] = useState<Dialog>(null);

  const changeQuery = (next: string) => {
    setQuery(next);
    // The folders of the matches open; the editor may still fold them.
    const found = searchStories(tree, next);
    if (found) setOpen(found.foldersOfMatches);
  };
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const context: PageFormContext = {
    folders: folderPaths(rows),
    taken: new Set(rows.map((row) => row.fullSlug)),
    onCancel: () => setDialog(null),
    onDone: (message, story) => {
      const created = dialog?.kind === 'create';
      setDialog(null);
      announce(message);
      if (created) router.push(editorHref(story.fullSlug));
      else router.refresh();
    },
  };
  const managed = dialog?.kind === 'manage' ? rows.find((row) => row.id === dialog.storyId) : undefined;

  return (
    <div className={styles.list}>
      <noscript>
        {/* Without JavaScript: every folder open, and no buttons that need a script. */}
        <style>{`.${styles.children}[hidden]{display:block}.${styles.smallButton},.${styles.toolbarActions}>button{display:none}`}</style>
        <p className={styles.count}>{words.list.withoutScript}</p>
      </noscript>
      <div className={styles.toolbar}>
        <form
          role="search"
          method="get"
          action="/studio"
          className={styles.search}
          onSubmit={(e) => e.preventDefault()}
        >
          <label htmlFor={searchId}>{words.list.search}</label>
          <div className={styles.searchRow}>
            <input
              ref={searchInput}
              id={searchId}
              type="search"
              name="q"
              value={query}
              placeholder={words.list.searchHint}
              autoComplete="off"
              onChange={(event) => changeQuery(event.target.value)}
            />
            <noscript>
              <button type="submit" className={styles.button}>
                {words.list.searchSubmit}
              </button>
            </noscript>
          </div>
        </form>
        <div className={styles.toolbarActions}>
          <button type="button" className={styles.primaryButton} onClick={() => setDialog({ kind: 'create' })}>
            {words.list.newPage}
          </button>
          <Link href="/studio/corbeille" className={styles.button} prefetch={false}>
            {words.list.bin}
          </Link>
        </div>
      </div>
      <p role="status" className={styles.count}>
        {words.list.matches(search ? search.matches.size : total, total)}
      </p>
      {search?.matches.size === 0 ? (
        <p>{words.list.noMatch}</p>
      ) : (
        <ul className={styles.tree} aria-label={words.list.tree}>
          <TreeNodes
            nodes={tree}
            search={search}
            open={open}
            onToggle={toggle}
            onManage={(storyId) => setDialog({ kind: 'manage', storyId, view: 'menu' })}
          />
        </ul>
      )}
      {dialog?.kind === 'create' && (
        <StudioDialog title={words.create.title} onClose={() => setDialog(null)}>
          <CreatePageForm context={context} contentTypes={contentTypes} initialFolder="" />
        </StudioDialog>
      )}
      {managed && dialog?.kind === 'manage' && (
        <ManageStoryDialog
          story={managed}
          view={dialog.view}
          context={context}
          onView={(view) => setDialog({ ...dialog, view })}
          fallbackFocus={() => searchInput.current}
        />
      )}
    </div>
  );
}

function TreeNodes({
  nodes,
  search,
  open,
  onToggle,
  onManage,
}: {
  nodes: readonly StoryNode[];
  search: StorySearch | null;
  open: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onManage?: (storyId: number) => void;
}) {
  return nodes.map((node) => {
    if (search && !search.matches.has(node.id) && !search.foldersOfMatches.has(node.id)) return null;
    return node.isFolder ? (
      <FolderItem key={node.id} folder={node} search={search} open={open} onToggle={onToggle} onManage={onManage} />
    ) : (
      <StoryItem key={node.id} story={node} onManage={onManage} />
    );
  });
}

function FolderItem({
  folder,
  ...tree
}: {
  folder: StoryNode;
  search: StorySearch | null;
  open: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onManage?: (storyId: number) => void;
}) {
  const childrenId = useId();
  const isOpen = tree.open.has(folder.id);
  return (
    <li className={styles.folder}>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.disclosure}
          aria-expanded={isOpen}
          aria-controls={childrenId}
          onClick={() => tree.onToggle(folder.id)}
        >
          <span className={styles.chevron} aria-hidden="true" />
          {folder.name}
        </button>
        <span className={styles.meta}>
          <code>/{folder.fullSlug}/</code> · {words.list.folderCount(folder.pageCount)}
        </span>
      </div>
      {/* Without JavaScript every folder shows: the page's <noscript> style overrides `hidden`. */}
      <ul id={childrenId} className={styles.children} hidden={!isOpen}>
        <TreeNodes nodes={folder.children} {...tree} />
      </ul>
    </li>
  );
}

function StoryItem({ story, onManage }: { story: StoryNode; onManage?: (storyId: number) => void }) {
  return (
    <li className={styles.story}>
      <div className={styles.row}>
        <Link href={editorHref(story.fullSlug)} className={styles.storyName} prefetch={false}>
          {story.name}
        </Link>
        <span className={styles.meta}>
          <code>/{story.fullSlug}</code>
          {story.contentType && ` · ${story.contentType}`}
          {story.isStartpage && ` · ${words.list.startpage}`}
          {story.protected && ` · ${words.manage.protectedTag}`}
        </span>
        {story.status && (
          <span className={styles.status} data-status={story.status}>
            {words.status[story.status]}
          </span>
        )}
        {story.schedules?.map((schedule, index) => (
          <span key={index} className={styles.status} data-status={schedule.failed ? 'failed' : 'scheduled'}>
            {words.schedule.badge(schedule.action, schedule.atText, schedule.failed)}
          </span>
        ))}
        {onManage && (
          <button
            type="button"
            className={styles.smallButton}
            aria-haspopup="dialog"
            aria-label={words.list.actionsFor(story.name)}
            onClick={() => onManage(story.id)}
          >
            {words.list.actions}
          </button>
        )}
      </div>
    </li>
  );
}
