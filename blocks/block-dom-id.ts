/**
 * An element id for one of a block's headings or regions: the name given and the first 8 characters of
 * the block's `_uid`, stable from one render to the next. A uuid's first 8 hex digits tell apart two blocks
 * on one page (1 chance in 4 billion that two of the same kind collide) and cost a page 28 bytes less per
 * id than the whole uuid, which each id carries four times (the id, `aria-labelledby`, both in the HTML
 * and in the React payload).
 */
export function blockDomId(name: string, uid: string): string {
  return `${name}-${uid.slice(0, 8)}`;
}
