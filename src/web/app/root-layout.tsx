import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../components/layouts/footer.tsx';
import { Header } from '../components/layouts/header.tsx';
import { ScrollManager } from '../components/layouts/scroll-manager.tsx';
import { SessionMonitor } from '../features/session/components/session-monitor.tsx';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { LazyToaster } from '../lib/toast.ts';

// Invisible, so loaded after the first render: not part of any page's first JavaScript (docs/performance.md, "First JavaScript").
const BackgroundMonitors = lazy(() =>
  import('../features/monitoring/components/background-monitors.tsx').then((module) => ({ default: module.BackgroundMonitors })),
);

function DeferredMonitors() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <BackgroundMonitors />
    </Suspense>
  ) : null;
}

export function RootLayout() {
  useEffect(() => {
    // Marks the first commit (hydration or render) so tooling can tell the page is interactive.
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-semibold focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <ScrollManager />
      <SessionMonitor />
      <DeferredMonitors />
      <Header />
      <div id="main" className="flex-1">
        <Outlet />
      </div>
      <Footer />
      {/* At the bottom of the screen: a toast never covers the navigation, a page's heading or its subtitle. */}
      <LazyToaster
        visibleToasts={1}
        position="bottom-right"
        offset={{ bottom: 24, right: 24 }}
        mobileOffset={{ bottom: 16, left: 16, right: 16 }}
        richColors
        closeButton
      />
    </div>
  );
}
