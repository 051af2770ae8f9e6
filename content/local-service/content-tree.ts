/** A story's content as JSON: objects, arrays and scalars. */
export type JsonObject = { [key: string]: unknown };

/** A block is any object with `_uid` and `component`, at any depth of a story's content. */
export type Block = JsonObject & { _uid: string; component: string };

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isBlock(value: unknown): value is Block {
  return isJsonObject(value) && typeof value._uid === 'string' && typeof value.component === 'string';
}

/** Calls `visit` on every object in the tree, parents before children. */
export function forEachObject(value: unknown, visit: (object: JsonObject) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) forEachObject(item, visit);
  } else if (isJsonObject(value)) {
    visit(value);
    for (const child of Object.values(value)) forEachObject(child, visit);
  }
}

/** Calls `visit` on every block in the tree. */
export function forEachBlock(value: unknown, visit: (block: Block) => void): void {
  forEachObject(value, (object) => {
    if (isBlock(object)) visit(object);
  });
}
