import type { StoryStatus } from '@/content/management-contract';

/** What the studio's page list shows of a story or folder: compact, so the tree can go to the browser as a prop. */
export type StoryRow = {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  fullSlug: string;
  isFolder: boolean;
  isStartpage: boolean;
  /** Null for a folder. */
  status: StoryStatus | null;
  /** The display name of the root block (« Page », « Concession »); null for a folder. */
  contentType: string | null;
  protected: boolean;
  /** Scheduled actions still waiting or failed, soonest first (« Programmée le 12 mars 2026 à 9 h 00 »). */
  schedules?: { action: 'publish' | 'unpublish'; atText: string; failed: boolean }[];
};

export type StoryNode = StoryRow & {
  children: StoryNode[];
  /** Pages (not folders) inside, at any depth. */
  pageCount: number;
};

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** A folder's start page first, then its folders, then its pages, each by name. */
function compareNodes(a: StoryNode, b: StoryNode): number {
  if (a.isStartpage !== b.isStartpage) return a.isStartpage ? -1 : 1;
  if (a.isFolder !== b.isFolder) return a.isFolder ? -1 : 1;
  return collator.compare(a.name, b.name) || collator.compare(a.fullSlug, b.fullSlug);
}

/** The tree of `rows` by `parentId`; a row whose parent is not listed sits at the root rather than vanish. */
export function buildStoryTree(rows: readonly StoryRow[]): StoryNode[] {
  const nodes = new Map(rows.map((row) => [row.id, { ...row, children: [], pageCount: 0 } as StoryNode]));
  const roots: StoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent && parent.isFolder && parent !== node ? parent.children : roots).push(node);
  }
  const finish = (list: StoryNode[]): number => {
    list.sort(compareNodes);
    let pages = 0;
    for (const node of list) {
      node.pageCount = finish(node.children);
      pages += node.isFolder ? node.pageCount : 1;
    }
    return pages;
  };
  finish(roots);
  return roots;
}

/** Lowercase without accents: « Réserver » is found by `reserver` and `RÉSERVER`. */
export function searchable(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

export type StorySearch = {
  /** The pages whose name or full slug holds every word of the query. */
  matches: Set<number>;
  /** The folders holding a match, at any depth: opened so the matches show. */
  foldersOfMatches: Set<number>;
};

/** The pages (not folders) matching every word of `query` in their name or full slug; null for an empty query. */
export function searchStories(tree: readonly StoryNode[], query: string): StorySearch | null {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const search: StorySearch = { matches: new Set(), foldersOfMatches: new Set() };
  const visit = (node: StoryNode): boolean => {
    if (node.isFolder) {
      let found = false;
      for (const child of node.children) found = visit(child) || found;
      if (found) search.foldersOfMatches.add(node.id);
      return found;
    }
    const text = searchable(`${node.name} ${node.fullSlug}`);
    if (!words.every((word) => text.includes(word))) return false;
    search.matches.add(node.id);
    return true;
  };
  for (const node of tree) visit(node);
  return search;
}

/** Every folder's full slug, in address order: where a page may be created or moved. */
export function folderPaths(rows: readonly StoryRow[]): string[] {
  return rows
    .filter((row) => row.isFolder)
    .map((row) => row.fullSlug)
    .sort((a, b) => a.localeCompare(b));
}

/** The full slug of the folder holding a story: `services/revision` → `services`, `contact` → ''. */
export function folderOf(fullSlug: string): string {
  const trimmed = fullSlug.endsWith('/') ? fullSlug.slice(0, -1) : fullSlug;
  const cut = trimmed.lastIndexOf('/');
  return fullSlug.endsWith('/') ? trimmed : cut < 0 ? '' : trimmed.slice(0, cut);
}
