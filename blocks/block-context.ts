import type { ReactNode } from 'react';
import type { BlockMap, BlockName, SearchParams } from '@/vocabulary/block-types';
import type { PageSubject } from './page-subject';

/** What every block knows about the page it renders on: the contract every block implements. */
export type RenderContext = {
  /** Draft content in the visual editor: invalid blocks show a panel, blocks carry editable markers. */
  preview: boolean;
  /** The story being rendered. */
  story: { uuid: string; fullSlug: string; name: string; firstPublishedAt: string | null };
  /** Parameters the route extracted from the path (vehicle, location, brand...). */
  params: Readonly<Record<string, string>>;
  /** The public path of the page (`/stock`, `/kia/stock/12-1-kia-ev3`). */
  path: string;
  /** What the page is about (a vehicle, a site, a lease offer...), loaded before any block renders. */
  subject: PageSubject;
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

export type BlockProps<N extends BlockName> = { block: BlockMap[N]; context: RenderContext };
export type BlockComponent<N extends BlockName> = (props: BlockProps<N>) => ReactNode | Promise<ReactNode>;
