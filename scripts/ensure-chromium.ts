import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Browser tests drive Debian's Chromium at /usr/bin/chromium (ADR 0004). On a fresh Debian machine, install it when
// we can (root and apt-get); otherwise stop with one line saying what to install.
const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Browser tests need Chromium at ${CHROMIUM}: install Debian's package with \`sudo apt-get install chromium\`.`);
    process.exit(1);
  }
  console.log(`Chromium is missing: installing Debian's chromium package for the browser tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed: install Debian's chromium package, then run npm test again.`);
      process.exit(1);
    }
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get installed chromium but ${CHROMIUM} is still missing: install Debian's chromium package.`);
    process.exit(1);
  }
}
