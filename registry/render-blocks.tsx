import type { ReactNode } from 'react';
import type { RenderContext } from '@/blocks/block-context';
import { MissingSubject } from '@/blocks/missing-subject';
import type { BlockMap, BlockName } from '@/vocabulary/block-types';
import { EDITABLE_WRAPPER_STYLE, editableAttributes } from '@/vocabulary/editable-attributes';
import { blockLabel, InvalidBlock } from '@/vocabulary/invalid-block';
import { t } from '@/i18n/translate';
import { registry, type Registry } from './registry';
import {
  allowedChildren,
  formatProblems,
  isRecord,
  validateBlock,
  type BlockProblem,
} from '@/vocabulary/validate-block';

/** What a page passes: `preview` follows from its content version. */
type RenderInput = Omit<RenderContext, 'renderBlocks' | 'leads' | 'preview'>;

const loggedProblems = new Set<string>();
/** The block names a nested block's field allows, recorded when its parent renders. */
const allowedByParent = new WeakMap<object, string[]>();

/** Logs each distinct invalid block once per process, so a broken story does not flood the logs. */
function logOnce(key: string, message: string) {
  if (loggedProblems.has(key)) return;
  loggedProblems.add(key);
  console.warn(message);
}

/**
 * Renders blocks from story content: each block is validated against its schema first.
 * An invalid or unknown block shows a panel in preview and nothing on the published site.
 */
export function renderBlocks(blocks: readonly unknown[] | undefined, input: RenderInput, leading?: number): ReactNode {
  if (!blocks?.length) return null;
  const context = contextOf(input);
  return blocks.map((block, index) =>
    renderOne(block, index, index === leading ? { ...context, leads: true } : context),
  );
}

/** Renders one block (the story's root block, or a nested one). */
export function renderBlock(block: unknown, input: RenderInput): ReactNode {
  return renderOne(block, 0, contextOf(input));
}

function contextOf(input: RenderInput): RenderContext {
  return {
    ...input,
    preview: input.version === 'draft',
    renderBlocks: (nested, lead) => renderBlocks(nested, input, lead),
  };
}

function problemsOf(block: unknown): BlockProblem[] {
  const problems = validateBlock(block, { parentOwnsChildNames: false });
  if (!isRecord(block)) return problems;
  const allowed = allowedByParent.get(block);
  if (allowed && typeof block.component === 'string' && !allowed.includes(block.component)) {
    problems.unshift({
      path: block.component,
      message: t('block.notAllowedHere', { allowed: allowed.map(blockLabel).join(', ') }),
    });
  }
  if (problems.length === 0) for (const [child, names] of allowedChildren(block)) allowedByParent.set(child, names);
  return problems;
}

function renderOne(block: unknown, index: number, context: RenderContext): ReactNode {
  const problems = problemsOf(block);
  const uid = isRecord(block) && typeof block._uid === 'string' ? block._uid : `index-${index}`;
  if (problems.length > 0) {
    const name = isRecord(block) && typeof block.component === 'string' ? block.component : '?';
    logOnce(
      `${context.story.uuid}:${uid}`,
      `Invalid block "${name}" in story "${context.story.fullSlug}": ${formatProblems(problems)}`,
    );
    if (!context.preview) return null;
    // Wrapped like any block: a click on the panel selects the block to fix in the editor.
    return (
      <div key={uid} {...editableAttributes(block)} style={EDITABLE_WRAPPER_STYLE}>
        <InvalidBlock name={name} problems={problems} />
      </div>
    );
  }
  const valid = block as BlockMap[BlockName];
  // A published page never reorders its blocks in place: their position is key enough, and every key is
  // written into the page's payload (a 36-character uid, a hundred times on a page). The visual editor
  // reorders them: there the uid keeps each block's state with it.
  const element = <Dispatch key={context.preview ? uid : index} block={valid} context={context} />;
  if (!context.preview) return element;
  return (
    <div key={uid} {...editableAttributes(valid)} style={EDITABLE_WRAPPER_STYLE}>
      {element}
    </div>
  );
}

function Dispatch<N extends BlockName>({ block, context }: { block: BlockMap[N]; context: RenderContext }) {
  // `block.component` is N, so this is the definition of exactly this block type.
  const definition = (registry as Registry)[block.component as N];
  if (definition.subject && context.subject.kind !== definition.subject) {
    return context.preview ? (
      <MissingSubject name={block.component} kind={definition.subject} subject={context.subject} />
    ) : null;
  }
  const Component = definition.component;
  return <Component block={block} context={context} />;
}
