import { notFound } from 'next/navigation';
import { ExampleBlock } from '@/page/studio/example-block';
import { registry } from '@/registry/registry';
import type { BlockName } from '@/vocabulary/block-types';
import { requireStudioUser } from '@/site/studio/studio-session';

type Props = { params: Promise<{ name: string }> };

export const metadata = { title: 'Rendu' };

/** The block's example alone, as on a page: what the studio frames at three widths. */
export default async function StudioBlockFrame({ params }: Props) {
  await requireStudioUser('read');
  const { name } = await params;
  if (!Object.hasOwn(registry, name)) notFound();
  return (
    <main id="main" data-studio-example={name}>
      <ExampleBlock name={name as BlockName} path={`/studio/blocks/${name}/frame`} />
    </main>
  );
}
