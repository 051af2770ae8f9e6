import { contentProblemWords as words } from '@/i18n/fr-lu-studio-write';
import { isRootBlock, validateBlock } from '@/vocabulary/validate-block';
import { handTypedFacts, type FactKind } from './hand-typed-facts';
import type { ContentProblem } from './management-contract';

/**
 * What stops a story's content from being published, with paths relative to its root block
 * (`body[0](hero).title`): the schemas, deeply (a root component at the root, nested blocks allowed where they
 * stand, required fields and limits), and the facts typed by hand that a token or a block must show instead.
 * A draft with problems may be saved; the management API refuses to publish it.
 */
export function publishProblems(content: unknown): ContentProblem[] {
  return [...schemaProblems(content), ...handTypedFactProblems(content)];
}

export function schemaProblems(content: unknown): ContentProblem[] {
  const problems = validateBlock(content, { deep: true });
  const root = (content as { component?: unknown } | null)?.component;
  if (typeof root !== 'string') return problems;
  const relative = problems.map((problem) => ({ path: relativePath(problem.path, root), message: problem.message }));
  const known = !relative.some((problem) => problem.path === '' && problem.message === words.unknownBlock(root));
  return known && !isRootBlock(root) ? [{ path: '', message: words.notARoot(root) }, ...relative] : relative;
}

const FACT_MESSAGE: Record<FactKind, (text: string) => string> = {
  hours: words.handTypedHours,
  phone: words.handTypedPhone,
  count: words.handTypedCount,
  'lease-mileage': words.handTypedLeaseMileage,
  'lease-insurance': words.handTypedLeaseInsurance,
  'lease-price': words.handTypedLeasePrice,
  'business-price': words.handTypedBusinessPrice,
  'reply-delay': words.handTypedReplyDelay,
};

/**
 * Content types whose hours and lease amounts are an event's own (an article announcing open days, a motor
 * show's conditions), held by no data.
 */
const EVENT_CONTENT_TYPES = new Set(['article']);
const EVENT_FACT_KINDS: ReadonlySet<FactKind> = new Set(['hours', 'lease-price', 'business-price']);

export function handTypedFactProblems(content: unknown): ContentProblem[] {
  const root = (content as { component?: unknown } | null)?.component;
  const event = typeof root === 'string' && EVENT_CONTENT_TYPES.has(root);
  return handTypedFacts(content)
    .filter((fact) => !(event && EVENT_FACT_KINDS.has(fact.kind)))
    .map((fact) => ({ path: fact.path, message: FACT_MESSAGE[fact.kind](fact.match) }));
}

/** `page.body[0](hero).title` → `body[0](hero).title`; the root itself (`page`) → ''. */
function relativePath(path: string, root: string): string {
  if (path === root) return '';
  return path.startsWith(`${root}.`) ? path.slice(root.length + 1) : path;
}
