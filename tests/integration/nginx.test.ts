import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type RunningServer, startServer } from '../../e2e/support/server.ts';
import { STRONG_PASSWORD, uniqueEmail } from '#tests/support/auth-helpers.ts';
import { createThrowawayPostgres } from '#tests/support/throwaway-postgres.ts';

// Issue 23: nginx (Debian's package) in front of two server processes on one PostgreSQL and one Redis, as an operator
// runs them. A minimal site generated here: nginx appends the address it saw to X-Forwarded-For and hands a request
// that a process refused to connect to on to the other one (proxy_next_upstream's default, for any method, as long as
// nothing was sent yet).

const NGINX = '/usr/sbin/nginx';
const enabled = existsSync(NGINX) && Boolean(process.env.TEST_DATABASE_URL) && Boolean(process.env.TEST_REDIS_URL);

interface Answer {
  status: number;
  body: string;
  setCookie: string[];
}

/** A request to nginx from `from` (a 127.0.0.0/8 address of its own, so this run's per-IP counters are its own). */
function send(
  port: number,
  from: string,
  method: string,
  pathname: string,
  options: { body?: unknown; headers?: Record<string, string>; agent?: http.Agent } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method,
        path: pathname,
        agent: options.agent ?? false,
        headers: {
          origin: `http://127.0.0.1:${port}`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => {
          body += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, setCookie: res.headers['set-cookie'] ?? [] }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const randomLoopback = () =>
  `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
let forgery = 0;
const forged = () => `10.77.${Math.floor(forgery / 250) % 250}.${(forgery++ % 250) + 1}`;

describe.skipIf(!enabled)('nginx in front of two processes on PostgreSQL and Redis', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'rentcheck-nginx-'));
  let nginx: ChildProcess;
  let nginxLog = '';
  let port: number;
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  const processes: RunningServer[] = [];

  beforeAll(async () => {
    database = await createThrowawayPostgres();
    port = await freePort();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      TRUST_PROXY: '1',
      AUTH_SECRET: 'nginx-test-secret-0123456789abcdef0123456789',
      APP_ORIGIN: `http://127.0.0.1:${port}`,
      SHUTDOWN_TIMEOUT_MS: '10000',
      LOG_LEVEL: 'info',
    };
    // One after the other: the first runs the migrations.
    processes.push(await startServer({ entry: 'source', env }));
    processes.push(await startServer({ entry: 'source', env }));
    const config = path.join(root, 'nginx.conf');
    writeFileSync(
      config,
      `${process.getuid?.() === 0 ? 'user nobody nogroup;\n' : ''}daemon off;
worker_processes 1;
pid ${root}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${root}/body;
  proxy_temp_path ${root}/proxy;
  fastcgi_temp_path ${root}/fastcgi;
  uwsgi_temp_path ${root}/uwsgi;
  scgi_temp_path ${root}/scgi;
  upstream rentcheck {
${processes.map((p) => `    server 127.0.0.1:${p.port};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 64k;
    location / {
      proxy_pass http://rentcheck;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
    }
  }
}
`,
    );
    nginx = spawn(NGINX, ['-c', config, '-e', 'stderr'], { stdio: ['ignore', 'pipe', 'pipe'] });
    nginx.stderr?.on('data', (d) => {
      nginxLog += d;
    });
    const deadline = Date.now() + 20_000;
    for (;;) {
      const up = await send(port, '127.0.0.1', 'GET', '/api/health/live').then(
        (a) => a.status === 200,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline || nginx.exitCode !== null) throw new Error(`nginx did not start:\n${nginxLog}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 180_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    for (const p of processes) await p.stop();
    await database?.drop();
    rmSync(root, { recursive: true, force: true });
  }, 60_000);

  it('holds the per-IP sign-in limit across both processes whatever X-Forwarded-For the client forges', async () => {
    const client = randomLoopback();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await send(port, client, 'POST', '/api/account/sign-in', {
        body: { email: uniqueEmail('spray'), password: 'Wrong-Password1!' },
        headers: { 'x-forwarded-for': forged() },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Both processes answered some of them (nginx alternates), so the limit was shared through Redis.
    const answeredBy = processes.map((p) => p.logs().includes('"route":"/api/account/sign-in"'));
    expect(answeredBy).toEqual([true, true]);
    // Another client behind the same nginx is not blocked.
    const other = await send(port, randomLoopback(), 'GET', '/api/security/block-status');
    expect(JSON.parse(other.body)).toEqual({ blocked: false });
  });

  it('keeps a session signed in on whichever process answers', async () => {
    const from = randomLoopback();
    const signUp = await send(port, from, 'POST', '/api/account/sign-up', {
      body: { email: uniqueEmail('nginx'), password: STRONG_PASSWORD, fullName: 'Dana Rivera' },
    });
    expect(signUp.status).toBe(201);
    const cookie = signUp.setCookie.map((c) => c.split(';')[0]).join('; ');
    expect(cookie).toContain('rentcheck.session_token=');
    for (const p of processes) {
      const profile = await fetch(`${p.url}/api/profile`, { headers: { cookie } });
      expect(profile.status).toBe(200);
      expect(await profile.json()).toMatchObject({ fullName: 'Dana Rivera' });
    }
  });

  it('loses no request while one process stops during a load of GETs', async () => {
    const from = randomLoopback();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const statuses = new Map<string, number>();
    let running = true;
    const worker = async () => {
      while (running) {
        const outcome = await send(port, from, 'GET', '/api/health/live', { agent }).then(
          (a) => String(a.status),
          (error: NodeJS.ErrnoException) => error.code ?? 'error',
        );
        statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, worker));
    await new Promise((r) => setTimeout(r, 1500));
    const stopping = processes[0]!;
    await stopping.stop();
    expect(stopping.logs()).toContain('Shutdown: every request answered; stopped');
    await new Promise((r) => setTimeout(r, 1500));
    running = false;
    await load;
    agent.destroy();
    expect(Object.fromEntries(statuses)).toEqual({ '200': expect.any(Number) });
    expect(statuses.get('200')).toBeGreaterThan(100);
  }, 60_000);
});
