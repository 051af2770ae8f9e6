export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * Parses a request body as JSON, refusing first, with a cheap scan, what would be costly or
 * unsafe downstream: a NUL byte, and nesting deeper than `maxDepth` (JSON nested 100 000 deep
 * parses, but every recursive step after it, from validation to storage, would overflow the stack).
 */
export function parseJsonBody(text: string, maxDepth: number): JsonBodyResult {
  if (text.includes('\0')) return { ok: false, error: 'The body contains a NUL byte' };
  if (nestingDepthOver(text, maxDepth))
    return { ok: false, error: `The body is nested more than ${maxDepth} levels deep` };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return {
      ok: false,
      error: `The body is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/** Whether `[`/`{` outside strings ever nest deeper than `maxDepth`; stops at the first excess. */
function nestingDepthOver(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}
