// npm run db:backup / db:restore: runs the bundled backup tool (apps/server/dist/backup-cli.js),
// building the server first when it has never been built. Only a missing bundle triggers a build:
// rebuilding dist/ under a running server for a backup would be needless risk. Plain Node: no
// TypeScript runner is needed on a production install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'apps/server/dist/backup-cli.js');
if (!existsSync(cli)) {
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const result = spawnSync(process.execPath, ['--enable-source-maps', cli, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
