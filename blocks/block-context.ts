import type { ReactNode } from 'react';
import type { ContentVersion } from '@/content/stories';
import type { Make } from '@/services/stock/stock-vocabulary';
import type { BlockMap, BlockName, SearchParams } from '@/vocabulary/block-types';
import type { PageSubject, SubjectKind, SubjectOf } from './page-subject';

/** What every block knows about the page it renders on: the contract every block implements. */
export type RenderContext<S extends PageSubject = PageSubject> = {
  /** The content version the page shows: blocks read their data (sites, offers, models...) in the same one. */
  version: ContentVersion;
  /** Draft content in the visual editor (`version` is `draft`): invalid blocks show a panel, blocks carry editable markers. */
  preview: boolean;
  /** The story being rendered. */
  story: { uuid: string; fullSlug: string; name: string; firstPublishedAt: string | null };
  /** The brand the address puts the page under (`/kia/stock/…`, `/kia/concessions/…`), else null. */
  brand: Make | null;
  /** The public path of the page (`/stock`, `/kia/stock/12-1-kia-ev3`). */
  path: string;
  /**
   * What the page is about (a vehicle, a site, a lease offer...), loaded before any block renders; narrowed
   * to its kind for a block whose definition declares the subject it shows.
   */
  subject: S;
  /** Query parameters: empty on plain pages; the declared parameters of the address on pages of app/query/. */
  searchParams: SearchParams;
  /**
   * The block is the one a visitor sees first (chosen by the page block, blocks/page/page.tsx): its pictures
   * load before the others'. Absent on every other block.
   */
  leads?: boolean;
  /**
   * Renders nested blocks (validated, registry-dispatched); blocks call it for their `bloks` fields.
   * `leading`: the index of the block that leads, if one does.
   */
  renderBlocks: (blocks: readonly unknown[] | undefined, leading?: number) => ReactNode;
};

/** A block's props; `K`: the subject kind its definition declares, which the renderer checked before calling it. */
export type BlockProps<N extends BlockName, K extends SubjectKind = SubjectKind> = {
  block: BlockMap[N];
  context: RenderContext<SubjectOf<K>>;
};
export type BlockComponent<N extends BlockName, K extends SubjectKind = SubjectKind> = (
  props: BlockProps<N, K>,
) => ReactNode | Promise<ReactNode>;
