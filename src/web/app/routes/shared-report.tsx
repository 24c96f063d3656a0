import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageContainer, useRouteMeta } from '../../components/layouts/page.tsx';
import { SharedReportView } from '../../features/shared-report/components/shared-report-view.tsx';

/** `<meta name="robots" content="noindex">` while the page is shown (the server sends `X-Robots-Tag: noindex`), taken off after it. */
function useNoindex() {
  useEffect(() => {
    const element = document.createElement('meta');
    element.name = 'robots';
    element.content = 'noindex';
    document.head.append(element);
    return () => element.remove();
  }, []);
}

/**
 * /shared-report#<token>: the read-only market report a renter shared (ADR 0076). The token is in the fragment, which
 * the browser never sends to a server or in a Referer; the page sends it in the body of its one request.
 */
export function Component() {
  useRouteMeta();
  useNoindex();
  const { hash } = useLocation();
  return (
    <main className="py-8 sm:py-12">
      <PageContainer className="max-w-3xl">
        <SharedReportView token={hash.replace(/^#/, '')} />
      </PageContainer>
    </main>
  );
}
