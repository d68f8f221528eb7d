// npm run db:backup / db:restore: runs the bundled backup tool (apps/server/dist/backup-cli.js),
// building the server first when it has never been built. Only a missing bundle triggers a build:
// rebuilding dist/ under a running server for a backup would be needless risk. Plain Node: no
// TypeScript runner is needed on a production install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Exits with the child's status; says why when it could not start or was stopped by a signal. */
function exitLike(child, what) {
  if (child.error) console.error(`Could not run ${what}: ${child.error.message}`);
  else if (child.signal) console.error(`${what} was stopped by ${child.signal}.`);
  if (child.status !== 0) process.exit(child.status ?? 1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'apps/server/dist/backup-cli.js');
if (!existsSync(cli)) {
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  exitLike(built, 'the server build');
}
const result = spawnSync(process.execPath, ['--enable-source-maps', cli, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
exitLike(result, 'the backup tool');
