// npm run db:backup [file] / npm run db:restore <file>: the embedded database (DATA_DIR, default
// ./data). PostgreSQL installs use pg_dump and pg_restore instead (see docs/deploy.md).
import path from 'node:path';
import { backupTo, restoreFrom } from './backup';

const say = (line: string) => process.stdout.write(`${line}\n`);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, fileArg] = process.argv.slice(2);
const dataDir = path.resolve(process.env.DATA_DIR || './data');
if (process.env.DATABASE_URL) {
  fail('DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore (docs/deploy.md).');
}

if (command === 'backup') {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(fileArg ?? path.join(dataDir, 'backups', `electrobench-${stamp}.tar.gz`));
  try {
    const how = await backupTo(dataDir, file);
    say(
      `Backup written to ${file} (${how === 'server' ? 'snapshot from the running server' : 'server not running'}).`,
    );
  } catch (error) {
    fail(`Backup failed: ${(error as Error).message}`);
  }
} else if (command === 'restore') {
  if (!fileArg) fail('Usage: npm run db:restore -- <backup file>');
  try {
    const kept = await restoreFrom(dataDir, path.resolve(fileArg));
    say(
      `Restored ${path.resolve(fileArg)} into ${dataDir}.` +
        (kept ? ` The previous database was kept in ${kept}.` : ''),
    );
  } catch (error) {
    fail(`Restore failed: ${(error as Error).message}`);
  }
} else {
  fail('Usage: npm run db:backup [-- <file>] | npm run db:restore -- <file>');
}
