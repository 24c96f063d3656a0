import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAiAvailability } from '../../../lib/ai-availability.ts';
import { WithQueryClient } from '../../../lib/query-provider.tsx';
import { getHealth } from '../api/get-health.ts';

const HEALTH_CHECK_INTERVAL_MS = 5 * 60 * 1000;

type ServiceState = 'checking' | 'healthy' | 'error';
export interface SystemHealth {
  database: ServiceState;
  auth: ServiceState;
  functions: ServiceState;
  lastCheck: string | null;
}

/** The app status logger: records status changes for developers (console debug level); users see nothing. */
function logStatus(message: string, details?: unknown) {
  console.debug(`[RentCheck status] ${message}`, details ?? '');
}

/**
 * Two invisible background monitors: the system health checker polls /api/health every 5 minutes (database, auth and
 * functions each checking, then healthy or error) and the status logger notes what happens. The root layout loads
 * this module after the page's first render (docs/performance.md, "First JavaScript").
 */
export function BackgroundMonitors() {
  return (
    <WithQueryClient>
      <Monitors />
    </WithQueryClient>
  );
}

function Monitors() {
  const health = useRef<SystemHealth>({ database: 'checking', auth: 'checking', functions: 'checking', lastCheck: null });
  const { pathname } = useLocation();
  const aiKey = useAiAvailability();

  useEffect(() => {
    if (aiKey !== 'checking') logStatus('AI key', aiKey);
  }, [aiKey]);

  useEffect(() => {
    logStatus('route', pathname);
  }, [pathname]);

  useEffect(() => {
    let cancelled = false;
    const check = async () => {
      health.current = { ...health.current, database: 'checking', auth: 'checking', functions: 'checking' };
      const next: SystemHealth = await getHealth()
        .then((h) => ({ database: h.database, auth: h.auth, functions: h.functions, lastCheck: h.lastCheck }))
        .catch(() => ({ database: 'error', auth: 'error', functions: 'error', lastCheck: new Date().toISOString() }));
      if (cancelled) return;
      health.current = next;
      logStatus('health', next);
    };
    const onOnline = () => logStatus('network', 'online');
    const onOffline = () => logStatus('network', 'offline');
    logStatus('app started');
    void check();
    const timer = window.setInterval(() => void check(), HEALTH_CHECK_INTERVAL_MS);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, []);

  return null;
}
