import { type ChildProcess, execFile, execFileSync, spawn, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { type NodeServer, serveOverNode } from '#tests/support/node-server.ts';
import { freePort, ROOT } from '../../e2e/support/server.ts';

// Issue 23: deploy/ holds an nginx site and systemd units that the checks of their own tools accept, and the site
// does what docs/operations.md says in front of the app.
const NGINX = '/usr/sbin/nginx';
const execFileAsync = promisify(execFile);
const SITE = readFileSync(path.join(ROOT, 'deploy/nginx-rentcheck.conf'), 'utf8');
const dir = mkdtempSync(path.join(os.tmpdir(), 'rentcheck-deploy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function selfSignedCertificate(): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=rentcheck.example'],
    {
      stdio: 'ignore',
    },
  );
  return { cert, key };
}

/** The site as shipped, with the test's certificate, ports, upstream and build folder put in. */
function siteFor(options: { cert: string; key: string; http: number; https: number; upstream: number; clientDir: string }): string {
  const site = SITE.replaceAll('/etc/letsencrypt/live/rentcheck.example/fullchain.pem', options.cert)
    .replaceAll('/etc/letsencrypt/live/rentcheck.example/privkey.pem', options.key)
    .replaceAll('/opt/rentcheck/dist/client', options.clientDir)
    .replace('server 127.0.0.1:8080', `server 127.0.0.1:${options.upstream}`)
    .replace(/listen 80;\n\s*listen \[::\]:80;/, `listen 127.0.0.1:${options.http};`)
    .replace(/listen 443 ssl http2;\n\s*listen \[::\]:443 ssl http2;/, `listen 127.0.0.1:${options.https} ssl http2;`);
  expect(site).not.toContain('/etc/letsencrypt');
  expect(site).not.toContain('server 127.0.0.1:8080');
  return site;
}

/** A main nginx.conf, as Debian's includes sites-enabled/*, with every path in the test folder. */
function mainConfig(sitePath: string): string {
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(
    file,
    `daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${sitePath};
}
`,
  );
  return file;
}

describe.skipIf(!existsSync(NGINX))('the nginx site', () => {
  let app: TestApp;
  let upstream: NodeServer;
  let nginx: ChildProcess;
  let ports: { http: number; https: number };
  const clientDir = path.join(dir, 'client');

  beforeAll(async () => {
    app = await createTestApp('pglite');
    upstream = await serveOverNode(app);
    ports = { http: await freePort(), https: await freePort() };
    mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
    writeFileSync(path.join(clientDir, 'assets', 'index-3f2a1b.js'), `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`);
    const sitePath = path.join(dir, 'rentcheck.conf');
    writeFileSync(sitePath, siteFor({ ...selfSignedCertificate(), ...ports, upstream: upstream.port, clientDir }));
    const config = mainConfig(sitePath);
    const test = spawnSync(NGINX, ['-t', '-c', config], { encoding: 'utf8' });
    expect(test.stderr).toContain('test is successful');
    expect(test.status).toBe(0);
    nginx = spawn(NGINX, ['-c', config], { stdio: 'ignore' });
    for (let i = 0; i < 100 && !existsSync(path.join(dir, 'nginx.pid')); i++) await new Promise((r) => setTimeout(r, 50));
  }, 120_000);

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await upstream?.close();
    await app?.close();
  });

  /** curl (run without blocking: the app answers from this process), which speaks HTTP/2 and takes the test certificate. */
  async function curl(args: string[]): Promise<{ status: string; headers: string; body: string }> {
    const headerFile = path.join(dir, `headers-${Math.random().toString(36).slice(2)}.txt`);
    const { stdout: body } = await execFileAsync(
      'curl',
      ['-sk', '--http2', '-D', headerFile, '-w', '\n%{http_version} %{http_code}', ...args],
      {
        encoding: 'utf8',
      },
    );
    const lines = body.split('\n');
    return { status: lines.pop()!, headers: readFileSync(headerFile, 'utf8').toLowerCase(), body: lines.join('\n') };
  }

  it('redirects plain HTTP to HTTPS', async () => {
    const res = await curl([`http://127.0.0.1:${ports.http}/pricing?x=1`]);
    expect(res.status).toBe('1.1 301');
    expect(res.headers).toContain('location: https://127.0.0.1/pricing?x=1');
  });

  it('answers the app over TLS with HTTP/2', async () => {
    const res = await curl([`https://127.0.0.1:${ports.https}/api/health`]);
    expect(res.status).toBe('2 200');
    expect(JSON.parse(res.body)).toMatchObject({ database: 'healthy' });
  });

  it('serves hashed assets from disk, cached for a year and gzipped', async () => {
    const res = await curl(['-H', 'accept-encoding: gzip', `https://127.0.0.1:${ports.https}/assets/index-3f2a1b.js`]);
    expect(res.status).toBe('2 200');
    expect(res.headers).toContain('cache-control: public, max-age=31536000, immutable');
    expect(res.headers).toContain('content-encoding: gzip');
  });

  it('refuses a body over 64 KB itself with 413', async () => {
    const file = path.join(dir, 'big.json');
    writeFileSync(file, JSON.stringify({ text: 'x'.repeat(70 * 1024) }));
    const res = await curl([
      '-X',
      'POST',
      '-H',
      'content-type: application/json',
      '--data-binary',
      `@${file}`,
      `https://127.0.0.1:${ports.https}/api/functions/analyze-market-data`,
    ]);
    expect(res.status).toBe('2 413');
    expect(res.headers).toContain('server: nginx');
  });
});

describe.skipIf(!existsSync('/usr/bin/systemd-analyze'))('the systemd units', () => {
  it('pass systemd-analyze verify with nothing to say', () => {
    const result = spawnSync(
      'systemd-analyze',
      ['verify', 'deploy/rentcheck.service', 'deploy/rentcheck-backup.service', 'deploy/rentcheck-backup.timer'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('restart on failure, read the environment file and run production mode', () => {
    const unit = readFileSync(path.join(ROOT, 'deploy/rentcheck.service'), 'utf8');
    for (const line of [
      'Restart=on-failure',
      'EnvironmentFile=/etc/rentcheck/rentcheck.env',
      'Environment=NODE_ENV=production',
      'Environment=TRUST_PROXY=1',
      'ExecStart=/usr/bin/node /opt/rentcheck/dist/server/index.js',
      'NoNewPrivileges=yes',
      'ProtectSystem=strict',
    ])
      expect(unit.split('\n')).toContain(line);
  });
});
