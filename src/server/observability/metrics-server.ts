import { createServer, type Server } from 'node:http';
import type { AggregatorRegistry, PrometheusContentType } from 'prom-client';
import { metricsText } from './metrics.ts';

/**
 * GET /metrics on its own listener (METRICS_PORT, bound to METRICS_HOST: loopback by default), apart from the public
 * port, so the numbers never reach the internet through the proxy. `cluster`: the primary's aggregator of its workers.
 */
export function serveMetrics(
  host: string,
  port: number,
  cluster: AggregatorRegistry<PrometheusContentType> | null = null,
): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: metrics are at /metrics\n');
      return;
    }
    metricsText(cluster).then(
      ({ body, contentType }) => res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
      (error: unknown) =>
        res
          .writeHead(503, { 'content-type': 'text/plain' })
          .end(`Metrics unavailable: ${error instanceof Error ? error.message : error}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
