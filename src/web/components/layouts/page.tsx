import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export { useDocumentMeta, useRouteMeta } from '../seo/document-head.tsx';

export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6', className)}>{children}</div>;
}

export function PageHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {intro ? <p className="max-w-2xl text-base text-slate-600 sm:text-lg">{intro}</p> : null}
    </div>
  );
}
