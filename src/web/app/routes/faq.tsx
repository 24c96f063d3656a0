import { ChevronDown, Mail } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { RichText } from '../../components/content/content-blocks.tsx';
import { PageHero } from '../../components/content/page-hero.tsx';
import { PageContainer } from '../../components/layouts/page.tsx';
import { useJsonLd, useRouteMeta } from '../../components/seo/document-head.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { FAQ_CONTACT, FAQ_ITEMS, FAQ_PAGE, faqPageJsonLd } from '../../content/faq.ts';

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
          <Accordion.Root
            type="single"
            collapsible
            value={open}
            onValueChange={setOpen}
            className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            {FAQ_ITEMS.map((item) => (
              <Accordion.Item key={item.id} value={item.id} id={item.id}>
                <Accordion.Header asChild>
                  <h2>
                    <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 sm:px-6">
                      {item.question}
                      <ChevronDown
                        className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180"
                        aria-hidden="true"
                      />
                    </Accordion.Trigger>
                  </h2>
                </Accordion.Header>
                {/* forceMount keeps every answer in the prerendered HTML (for search engines); CSS hides closed ones. */}
                <Accordion.Content
                  forceMount
                  className="px-5 pb-5 data-[state=closed]:hidden text-base leading-relaxed text-slate-700 sm:px-6"
                >
                  <p>{item.answer}</p>
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>

          <section aria-labelledby="faq-contact" className="mt-10 rounded-2xl bg-brand-50 p-6 text-center ring-1 ring-brand-100">
            <h2 id="faq-contact" className="text-xl font-bold text-slate-900">
              {FAQ_CONTACT.heading}
            </h2>
            <p className="mt-2 text-slate-700">
              <RichText text={FAQ_CONTACT.text} />
            </p>
            <a href={FAQ_CONTACT.href} className={buttonClasses('primary', 'md', 'mt-5')}>
              <Mail className="h-4 w-4" aria-hidden="true" /> {FAQ_CONTACT.buttonLabel}
            </a>
          </section>
        </div>
      </PageContainer>
    </main>
  );
}
