import { ArticlePage } from '../../components/content/article-page.tsx';
import { useRouteMeta } from '../../components/layouts/page.tsx';
import { TIPS_PAGE } from '../../content/tips.ts';

export function Component() {
  useRouteMeta();
  return (
    <ArticlePage
      title={TIPS_PAGE.title}
      intro={TIPS_PAGE.intro}
      toc={{ heading: TIPS_PAGE.tocHeading, items: TIPS_PAGE.categories.map((c) => ({ id: c.id, label: c.title })) }}
      cta={TIPS_PAGE.cta}
      ctaId="tips-get-started"
      disclaimer={TIPS_PAGE.disclaimer}
    >
      {TIPS_PAGE.categories.map((category) => (
        <section key={category.id} aria-labelledby={category.id}>
          <h2 id={category.id} className="text-2xl font-bold tracking-tight text-slate-900">
            {category.title}
          </h2>
          <ol start={category.tips[0]?.number} className="mt-5 flex flex-col gap-4">
            {category.tips.map((tip) => (
              <li key={tip.number} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <span
                  className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                  aria-hidden="true"
                >
                  {tip.number}
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-slate-900">
                    <span className="sr-only">
                      {TIPS_PAGE.tipLabel} {tip.number}:{' '}
                    </span>
                    {tip.title}
                  </h3>
                  <p className="mt-1 text-base leading-relaxed text-slate-700">{tip.body}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </ArticlePage>
  );
}
