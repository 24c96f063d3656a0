import type { ReactNode } from 'react';
import { PageContainer } from '../layouts/page.tsx';

/** The band at the top of every content page: optional eyebrow, the page's one h1, intro copy and actions. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: readonly string[] | string;
  children?: ReactNode;
}) {
  const paragraphs = typeof intro === 'string' ? [intro] : (intro ?? []);
  return (
    <div className="bg-gradient-to-b from-brand-50 to-slate-50 pb-10 pt-10 sm:pb-14 sm:pt-16">
      <PageContainer>
        <div className="max-w-3xl">
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p> : null}
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          {paragraphs.map((p) => (
            <p key={p} className="mt-4 text-base leading-relaxed text-slate-700 sm:text-lg">
              {p}
            </p>
          ))}
          {children ? <div className="mt-6 flex flex-col gap-3 sm:flex-row">{children}</div> : null}
        </div>
      </PageContainer>
    </div>
  );
}
