/** Turns a Storyblok wildcard (`news/*`, `*golf*`) into a LIKE pattern, escaping LIKE's own wildcards. */
export function likePattern(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`).replace(/\*/g, '%');
}
