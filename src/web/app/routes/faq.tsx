import { ChevronDown, Mail } from 'lucide-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ContactPanel } from '../../components/content/content-blocks.tsx';
import { PageHero } from '../../components/content/page-hero.tsx';
import { PageContainer } from '../../components/layouts/page.tsx';
import { useJsonLd, useRouteMeta } from '../../components/seo/document-head.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { FAQ_CONTACT, FAQ_ITEMS, FAQ_PAGE, faqPageJsonLd } from '../../content/faq.ts';

/**
 * The accordion's keys beside Enter and Space (the WAI-ARIA accordion pattern): the arrows move to the next or previous
 * question, Home and End to the first and last. A plain list of buttons and panels rather than a component library's
 * accordion: nothing to measure or animate, so hydrating the page costs a phone no layout work (docs/performance.md, "Main thread").
 */
function moveBetweenQuestions(event: KeyboardEvent<HTMLButtonElement>) {
  const questions = [...document.querySelectorAll<HTMLButtonElement>('[data-faq-question]')];
  const at = questions.indexOf(event.currentTarget);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: questions.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  questions[(next + questions.length) % questions.length]?.focus();
}

export function Component() {
  useRouteMeta();
  useJsonLd('faq-jsonld', faqPageJsonLd());
  const { hash } = useLocation();
  const [open, setOpen] = useState('');

  // /faq#refunds opens that answer (after hydration, so the first render matches the prerendered HTML).
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (FAQ_ITEMS.some((item) => item.id === id)) setOpen(id);
  }, [hash]);

  return (
    <main>
      <PageHero title={FAQ_PAGE.heading} intro={FAQ_PAGE.intro} />
      <PageContainer className="pb-16">
        <div className="max-w-3xl">
          <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
            {FAQ_ITEMS.map((item) => {
              const state = open === item.id ? 'open' : 'closed';
              return (
                <div key={item.id} id={item.id}>
                  <h2>
                    <button
                      type="button"
                      id={`${item.id}-question`}
                      aria-expanded={state === 'open'}
                      aria-controls={`${item.id}-answer`}
                      data-state={state}
                      data-faq-question=""
                      onClick={() => setOpen(state === 'open' ? '' : item.id)}
                      onKeyDown={moveBetweenQuestions}
                      className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 sm:px-6"
                    >
                      {item.question}
                      <ChevronDown
                        className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180"
                        aria-hidden="true"
                      />
                    </button>
                  </h2>
                  {/* Every answer is in the prerendered HTML (for search engines); closed ones are hidden. */}
                  <section
                    id={`${item.id}-answer`}
                    aria-labelledby={`${item.id}-question`}
                    hidden={state === 'closed'}
                    className="px-5 pb-5 text-base leading-relaxed text-slate-700 sm:px-6"
                  >
                    <p>{item.answer}</p>
                  </section>
                </div>
              );
            })}
          </div>

          <ContactPanel id="faq-contact" heading={FAQ_CONTACT.heading} text={FAQ_CONTACT.text} className="mt-10 text-center">
            <a href={FAQ_CONTACT.href} className={buttonClasses('primary', 'md', 'mt-5')}>
              <Mail className="h-4 w-4" aria-hidden="true" /> {FAQ_CONTACT.buttonLabel}
            </a>
          </ContactPanel>
        </div>
      </PageContainer>
    </main>
  );
}
