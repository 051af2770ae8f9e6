import type { Block } from './generated/blocks.d.ts';

export type { Block } from './generated/blocks.d.ts';
export type * from './generated/blocks.d.ts';
export type { StoryblokAsset, StoryblokMultilink, StoryblokRichtext } from './generated/storyblok.d.ts';

export type BlockName = Block['component'];
export type BlockMap = { [N in BlockName]: Extract<Block, { component: N }> };

/** A request's query parameters, as Next.js passes them to a page. */
export type SearchParams = Readonly<Record<string, string | string[] | undefined>>;
