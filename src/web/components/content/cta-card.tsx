import type { ReactNode } from 'react';

/** The closing call-to-action panel of a content page. */
export function CtaCard({ id, heading, text, children }: { id: string; heading: string; text: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-brand-800 px-6 py-8 text-center text-white shadow-sm sm:px-10 sm:py-10">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-base text-brand-50">{text}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
    </section>
  );
}

/** Small print under a page: not legal advice, results vary. */
export function Disclaimer({ text }: { text: string }) {
  return <p className="mt-8 text-sm leading-relaxed text-slate-500">{text}</p>;
}
