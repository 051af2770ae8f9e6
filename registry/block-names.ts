/** The block names used anywhere in a story's content tree. */
export function blockNamesIn(content: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(content)) {
    for (const item of content) blockNamesIn(item, names);
  } else if (typeof content === 'object' && content !== null) {
    const component = (content as { component?: unknown }).component;
    if (typeof component === 'string') names.add(component);
    for (const value of Object.values(content))
      if (typeof value === 'object' && value !== null) blockNamesIn(value, names);
  }
  return names;
}
