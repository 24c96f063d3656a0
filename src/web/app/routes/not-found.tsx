import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useDocumentMeta } from '../../components/layouts/page.tsx';

export function Component() {
  const location = useLocation();
  useDocumentMeta('Page not found - RentCheck');
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <main className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="text-center">
        <p className="text-6xl font-bold text-brand-700">404</p>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Oops! Page not found</h1>
        <p className="mt-2 text-slate-600">The page you are looking for does not exist or has moved.</p>
        <ButtonLink to="/" className="mt-6">
          Return to Home
        </ButtonLink>
      </div>
    </main>
  );
}
