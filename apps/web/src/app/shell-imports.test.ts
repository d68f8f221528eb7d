import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The shell is everything main.tsx reaches through static imports: it is downloaded and run before
// any page shows. Pages come in through import(), so they are not part of it. Loading the zod
// schemas there cost the home page a quarter of its JavaScript (bench/web-bundle.bench.ts).
const webSrc = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const repo = path.resolve(webSrc, '../../..');
const workspacePackages: Record<string, string> = {
  '@electrobench/contracts/': path.join(repo, 'packages/contracts/src/'),
  '@electrobench/electronics/': path.join(repo, 'packages/electronics/src/'),
  '@electrobench/circuit/': path.join(repo, 'packages/circuit/src/'),
  '@electrobench/simulation/': path.join(repo, 'packages/simulation/src/'),
};

function resolveSource(specifier: string, from: string): string | null {
  const prefix = Object.keys(workspacePackages).find((p) => specifier.startsWith(p));
  const base = prefix
    ? path.join(workspacePackages[prefix] ?? '', specifier.slice(prefix.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
  return found ?? null;
}

/** Specifiers a module loads when it runs: value imports and re-exports, not `import type`. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/** Every source file and outside package the shell loads, with the path that first reached each. */
function shellGraph(entry: string) {
  const files = new Map<string, string[]>([[entry, [entry]]]);
  const packages = new Map<string, string[]>();
  const queue = [entry];
  for (let file = queue.shift(); file; file = queue.shift()) {
    const trail = files.get(file) ?? [];
    for (const specifier of staticImports(file)) {
      if (/\.(css|svg|png|wav)(\?.*)?$/.test(specifier)) continue;
      const target = resolveSource(specifier, file);
      if (target) {
        if (!files.has(target)) {
          files.set(target, [...trail, target]);
          queue.push(target);
        }
      } else if (!specifier.startsWith('.')) {
        const name = specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : specifier.split('/')[0];
        if (name && !packages.has(name)) packages.set(name, [...trail, specifier]);
      }
    }
  }
  return { files, packages };
}

const short = (trail: string[]) => trail.map((f) => path.relative(repo, f)).join(' -> ');

describe('the web shell (static imports of main.tsx)', () => {
  const { files, packages } = shellGraph(path.join(webSrc, 'main.tsx'));

  it('reaches the layout, the route table and the navbar (the walk follows real imports)', () => {
    const reached = [...files.keys()].map((f) => path.relative(webSrc, f));
    expect(reached).toEqual(
      expect.arrayContaining(['app/routes.tsx', 'app/navbar/navbar.tsx', 'lib/api-client.ts']),
    );
  });

  it('does not load zod: contract schemas belong to the pages that validate with them', () => {
    const zod = packages.get('zod');
    expect(zod ? short(zod) : 'zod is not loaded').toBe('zod is not loaded');
  });

  it('loads only React and its router from outside the repository', () => {
    expect([...packages.keys()].sort()).toEqual(['react', 'react-dom', 'react-router']);
  });
});
