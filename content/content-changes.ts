/**
 * A count of the content changes this process was told about (a publish through the webhook or the local
 * management API: content/revalidate-content.ts). What keeps its own copy of content outside the render
 * cache (the redirect table the proxy holds) compares it to reload. It lives on globalThis: the proxy and
 * the route handlers are separate bundles with their own module instances, in one process.
 */
const globalKey = Symbol.for('autopolis.content-changes');
type GlobalWithChanges = typeof globalThis & { [globalKey]?: number };

export function contentChangeCount(): number {
  return (globalThis as GlobalWithChanges)[globalKey] ?? 0;
}

export function noteContentChange(): void {
  const g = globalThis as GlobalWithChanges;
  g[globalKey] = (g[globalKey] ?? 0) + 1;
}
