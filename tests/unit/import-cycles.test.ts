import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const ROOT = process.cwd();

/**
 * Every module of the project (tsconfig's files) → the project modules it imports: static, type-only and
 * `import()` alike. A circle of type imports or of lazy imports still ties its modules into one piece (and a
 * type import becomes a value import with one edit), so none is left out. `ts.preProcessFile` only scans
 * the imports, without type-checking: the whole project in about a second.
 */
function importGraph(): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const files = config.fileNames.filter((file) => !file.includes('/node_modules/') && !file.includes('/.next/'));
  const cache = ts.createModuleResolutionCache(ROOT, (name) => name, config.options);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const imported = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, config.options, ts.sys, cache).resolvedModule;
      return resolved && !resolved.isExternalLibraryImport ? [path.relative(ROOT, resolved.resolvedFileName)] : [];
    });
    graph.set(path.relative(ROOT, file), imported);
  }
  return graph;
}

/** The circles of a graph: its strongly connected components of more than one module, or a module importing itself. */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    lowest.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node)!, lowest.get(next)!));
      } else if (stack.includes(next)) {
        lowest.set(node, Math.min(lowest.get(node)!, index.get(next)!));
      }
    }
    if (lowest.get(node) !== index.get(node)) return;
    const circle = stack.splice(stack.indexOf(node));
    if (circle.length > 1 || graph.get(node)?.includes(node)) found.push(circle.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

it('finds a circle of imports', () => {
  const graph = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts']],
    ['c.ts', ['a.ts', 'd.ts']],
    ['d.ts', []],
  ]);
  expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
});

it('no module of the project imports itself through others (type-only and dynamic imports included)', () => {
  const graph = importGraph();
  // A graph that resolved nothing would have no circle either.
  expect(graph.get('proxy.ts')).toContain('server/proxy-decision.ts');
  // The shared piece of a circle belongs in the lower module, which the others then import.
  expect(circles(graph)).toEqual([]);
});
