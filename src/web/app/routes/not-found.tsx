import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useDocumentMeta } from '../../components/layouts/page.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { NOT_FOUND_META, NOT_FOUND_PAGE } from '../../content/not-found.ts';

export function Component() {
  const location = useLocation();
  useDocumentMeta(NOT_FOUND_META.title, NOT_FOUND_META.description);
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <main className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="text-center">
        <p className="text-6xl font-bold text-brand-700">{NOT_FOUND_PAGE.code}</p>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{NOT_FOUND_PAGE.heading}</h1>
        <p className="mt-2 text-slate-600">{NOT_FOUND_META.description}</p>
        <ButtonLink to={NOT_FOUND_PAGE.homeLink.href} className="mt-6">
          {NOT_FOUND_PAGE.homeLink.label}
        </ButtonLink>
      </div>
    </main>
  );
}
