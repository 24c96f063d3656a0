import { loadConfig } from '../src/server/config.ts';
import { BackupError, backupDatabase, restoreDatabase } from '../src/server/db/backup.ts';

// npm run db:backup -- FILE | npm run db:restore -- FILE (DATABASE_URL, else the embedded database in DATA_DIR).
const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('Usage: npm run db:backup -- FILE | npm run db:restore -- FILE');
  process.exit(2);
}
const config = loadConfig();
const target = { url: config.DATABASE_URL, dataDir: config.DATA_DIR };
try {
  console.log(command === 'backup' ? await backupDatabase(target, file) : await restoreDatabase(target, file));
} catch (error) {
  console.error(
    error instanceof BackupError ? error.message : `The ${command} failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
