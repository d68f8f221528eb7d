// Decides whether `npm start` must build first: a missing bundle, or any source newer than it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export function needsBuild(root) {
  const outputs = [path.join(root, 'apps/server/dist/main.js'), path.join(root, 'apps/web/dist/index.html')];
  if (outputs.some((f) => !existsSync(f))) return true;
  const builtAt = Math.min(...outputs.map((f) => statSync(f).mtimeMs));
  const sources = [
    'apps/server/src',
    'apps/web/src',
    'apps/web/index.html',
    'packages/contracts/src',
    'packages/electronics/src',
  ];
  return sources.some((s) => {
    const full = path.join(root, s);
    if (!existsSync(full)) return false;
    return (statSync(full).isDirectory() ? newestMtime(full) : statSync(full).mtimeMs) > builtAt;
  });
}
