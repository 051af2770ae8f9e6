import type { ReactNode } from 'react';
import type { Block } from './generated/blocks.d.ts';
import type { PageSubject } from './page-subject';

export type { Block } from './generated/blocks.d.ts';
export type * from './generated/blocks.d.ts';
export type { StoryblokAsset, StoryblokMultilink, StoryblokRichtext } from './generated/storyblok.d.ts';

export type BlockName = Block['component'];
export type BlockMap = { [N in BlockName]: Extract<Block, { component: N }> };

/** A request's query parameters, as Next.js passes them to a page. */
export type SearchParams = Readonly<Record<string, string | string[] | undefined>>;

/** What every block knows about the page it renders on. */
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
  /** Query parameters: empty on cached pages; set when the request carried a query (see app/query/). */
  searchParams: SearchParams;
  /** Renders nested blocks (validated, registry-dispatched); blocks call it for their `bloks` fields. */
  renderBlocks: (blocks: readonly unknown[] | undefined) => ReactNode;
};

export type BlockProps<N extends BlockName> = { block: BlockMap[N]; context: RenderContext };
export type BlockComponent<N extends BlockName> = (props: BlockProps<N>) => ReactNode | Promise<ReactNode>;
/** One component per block name: a missing or extra entry is a compile error. */
export type Registry = { [N in BlockName]: BlockComponent<N> };
