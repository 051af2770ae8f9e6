import type { BlockProps } from '@/blocks/block-context';
import { TrimCard } from '@/site/vehicles/model-trims';

/** One trim of a model; model pages render their trims together (see ModelTrims). */
export function ModelTrimBlock({ block }: BlockProps<'model_trim'>) {
  return <TrimCard trim={block} />;
}
