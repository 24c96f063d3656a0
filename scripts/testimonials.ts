import { loadConfig } from '../src/server/config.ts';
import { claimEmbeddedDatabase } from '../src/server/db/embedded-owner.ts';
import { migrateToLatest, openDatabase } from '../src/server/db/client.ts';
import { REVIEW_USAGE, reviewTestimonials } from '../src/server/services/testimonials/review.ts';

// npm run testimonials -- list [--all] | approve <id> | reject <id>
const args = process.argv.slice(2);
if (args.length === 0) {
  console.error(REVIEW_USAGE);
  process.exit(2);
}

const config = loadConfig();
if (!config.DATABASE_URL) {
  // The embedded database belongs to one process at a time: this one until it exits (ADR 0080).
  const claim = await claimEmbeddedDatabase(config.DATA_DIR);
  if (claim.owner) {
    console.error(
      `The server (pid ${claim.owner.pid}) is using the embedded database in ${config.DATA_DIR}. Stop it first, or use DATABASE_URL.`,
    );
    process.exit(1);
  }
}

const handle = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateToLatest(handle.db);
  const result = await reviewTestimonials(handle.db, args);
  for (const line of result.lines) (result.ok ? console.log : console.error)(line);
  if (!result.ok) process.exitCode = 1;
} catch (error) {
  console.error(`Testimonial review failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
