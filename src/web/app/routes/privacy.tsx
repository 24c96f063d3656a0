import { Tabs } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ContactPanel, ContentSectionView } from '../../components/content/content-blocks.tsx';
import { PageHero } from '../../components/content/page-hero.tsx';
import { PageContainer, useRouteMeta } from '../../components/layouts/page.tsx';
import { PRIVACY_PAGE, type PrivacyTabId } from '../../content/privacy.ts';

const FIRST_TAB: PrivacyTabId = PRIVACY_PAGE.tabs[0]!.id;

/** The tab holding an anchor: a tab id itself or a section inside it (/privacy#your-rights, /privacy#cookies). */
function tabForAnchor(anchor: string): PrivacyTabId | undefined {
  return PRIVACY_PAGE.tabs.find((tab) => tab.id === anchor || tab.sections.some((section) => section.id === anchor))?.id;
}

export function Component() {
  useRouteMeta();
  const { hash } = useLocation();
  const [tab, setTab] = useState<string>(FIRST_TAB);

  // Deep links select their tab after hydration, so the first render matches the prerendered HTML.
  useEffect(() => {
    const target = tabForAnchor(decodeURIComponent(hash.slice(1)));
    if (target) setTab(target);
  }, [hash]);

  const { contact } = PRIVACY_PAGE;
  return (
    <main>
      <PageHero title={PRIVACY_PAGE.title} intro={[PRIVACY_PAGE.lastUpdatedLabel, PRIVACY_PAGE.intro]} />
      <PageContainer className="pb-16">
        <div className="max-w-3xl">
          <Tabs.Root value={tab} onValueChange={setTab}>
            <Tabs.List aria-label={PRIVACY_PAGE.title} className="grid grid-cols-2 gap-1 rounded-2xl bg-slate-200/70 p-1 md:grid-cols-4">
              {PRIVACY_PAGE.tabs.map((t) => (
                <Tabs.Trigger
                  key={t.id}
                  value={t.id}
                  className="min-h-11 rounded-xl px-3 py-2 text-sm font-semibold text-slate-700 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
                >
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {PRIVACY_PAGE.tabs.map((t) => (
              // forceMount keeps every tab's text in the prerendered HTML; inactive panels are hidden with CSS.
              <Tabs.Content key={t.id} value={t.id} forceMount className="mt-8 flex flex-col gap-10 data-[state=inactive]:hidden">
                {t.sections.map((section) => (
                  <ContentSectionView key={section.id} section={section} />
                ))}
              </Tabs.Content>
            ))}
          </Tabs.Root>

          <ContactPanel id="privacy-contact" heading={contact.heading} text={contact.text} className="mt-12" />
        </div>
      </PageContainer>
    </main>
  );
}
