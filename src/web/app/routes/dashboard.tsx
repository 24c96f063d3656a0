import { pagePath } from '#domain/routes.ts';
import { greetingName } from '#domain/auth/auth-messages.ts';
import {
  BarChart3,
  BookOpen,
  ChevronDown,
  FileText,
  HelpCircle,
  ListChecks,
  Loader2,
  type LucideIcon,
  Mail,
  MapPin,
  MessageSquareReply,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { PageContainer, useRouteMeta } from '../../components/layouts/page.tsx';
import { Button, ButtonLink, buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { DASHBOARD_CITY_GUIDES, DASHBOARD_COPY } from '../../content/dashboard.ts';
import { useProfile } from '../../features/account/api/get-profile.ts';
import { PremiumStatusCard } from '../../features/account/components/premium-status-card.tsx';
import { useFirstDashboardVisit } from '../../features/account/lib/first-visit.ts';
import { PrioritySupportCard } from '../../features/premium/components/priority-support-card.tsx';
import { NegotiationSection } from '../../features/negotiation/components/negotiation-section.tsx';
import { SavedPlanCard } from '../../features/plan/components/saved-plan-card.tsx';
import { TestimonialForm } from '../../features/testimonials/components/testimonial-form.tsx';
import { type AuthSession, useAuth } from '../../lib/auth.tsx';
import { useGoToSection } from '../../lib/navigation.ts';

const TOOL_ICONS = { plan: ListChecks, letter: FileText, response: MessageSquareReply, market: BarChart3 } as const;
export const SHARE_STORY_ANCHOR = 'share-story';

export function Component() {
  useRouteMeta();
  const { user, session, loading, signedOutHere } = useAuth();
  const profile = useProfile(user !== null);

  if (loading || (user && profile.isPending)) {
    return (
      <main className="py-16">
        <PageContainer>
          <p className="flex items-center justify-center gap-2 text-slate-600" role="status">
            <Loader2 className="h-5 w-5 animate-spin text-brand-700" aria-hidden="true" /> {DASHBOARD_COPY.loading}
          </p>
        </PageContainer>
      </main>
    );
  }
  // After the visitor signs out here the page goes to the site root, even if this render wins the race with it.
  if (!user) return <Navigate to={pagePath(signedOutHere ? 'landing' : 'auth')} replace />;

  const fullName = profile.data?.fullName ?? user.fullName;
  return (
    <main className="py-10 sm:py-14">
      <PageContainer className="flex flex-col gap-6">
        <div>
          <Greeting userId={user.id} name={greetingName(fullName)} session={session} />
          <p className="mt-2 text-slate-600">{DASHBOARD_COPY.intro}</p>
        </div>
        <PremiumStatusCard />
        <NegotiationSection />
        <SavedPlanCard />
        <ToolCards />
        <div className="grid gap-6 lg:grid-cols-2">
          <GuidesCard />
          <IncludedGuidesCard />
        </div>
        <StoryCard defaultName={fullName ?? ''} />
        <PrioritySupportCard />
        <SupportCard />
      </PageContainer>
    </main>
  );
}

/** "Welcome" on the account's first dashboard visit, "Welcome back" afterwards. */
function Greeting({ userId, name, session }: { userId: string; name: string; session: AuthSession | null }) {
  const firstVisit = useFirstDashboardVisit(userId, session);
  return <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{DASHBOARD_COPY.greeting(name, firstVisit)}</h1>;
}

function ToolCards() {
  const goToSection = useGoToSection();
  return (
    <section aria-labelledby="tools-heading">
      <h2 id="tools-heading" className="sr-only">
        {DASHBOARD_COPY.tools.title}
      </h2>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {DASHBOARD_COPY.tools.items.map((tool) => {
          const Icon = TOOL_ICONS[tool.key];
          return (
            <Card key={tool.key} className="flex flex-col">
              <CardHeader>
                <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <CardTitle className="mt-3">{tool.title}</CardTitle>
                <CardDescription>{tool.body}</CardDescription>
              </CardHeader>
              <CardContent className="mt-auto">
                {tool.key === 'market' ? (
                  <Button variant="secondary" className="w-full" onClick={() => goToSection('market-analysis')}>
                    {tool.action}
                  </Button>
                ) : (
                  <ButtonLink to={tool.href} variant="secondary" className="w-full">
                    {tool.action}
                  </ButtonLink>
                )}
              </CardContent>
            </Card>
          );
        })}
      </div>
    </section>
  );
}

/** A dashboard card whose heading has an icon beside it, its copy's body below and `children` as its content. */
function IconCard({
  icon: Icon,
  copy,
  contentClassName,
  children,
}: {
  icon: LucideIcon;
  copy: { title: string; body: string };
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Icon className="h-5 w-5 text-brand-700" aria-hidden="true" /> {copy.title}
        </CardTitle>
        <CardDescription>{copy.body}</CardDescription>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

function GuidesCard() {
  const copy = DASHBOARD_COPY.guides;
  return (
    <IconCard icon={BookOpen} copy={copy} contentClassName="flex flex-col gap-3">
      {copy.links.map((link) => (
        <ButtonLink key={link.href} to={link.href} variant="outline" className="w-full">
          {link.label}
        </ButtonLink>
      ))}
    </IconCard>
  );
}

function IncludedGuidesCard() {
  const copy = DASHBOARD_COPY.includedGuides;
  return (
    <IconCard icon={MapPin} copy={copy}>
      <ul className="grid grid-cols-2 gap-2">
        {DASHBOARD_CITY_GUIDES.map((city) => (
          <li key={city.href}>
            <Link to={city.href} className="text-sm font-medium text-brand-800 underline-offset-4 hover:underline">
              {city.label}
            </Link>
          </li>
        ))}
      </ul>
    </IconCard>
  );
}

function StoryCard({ defaultName }: { defaultName: string }) {
  const { hash } = useLocation();
  const [open, setOpen] = useState(hash === `#${SHARE_STORY_ANCHOR}`);
  const copy = DASHBOARD_COPY.story;
  return (
    <Card id={SHARE_STORY_ANCHOR}>
      <CardHeader>
        <CardTitle as="h2">{copy.title}</CardTitle>
        <CardDescription>{copy.body}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <Button
          variant={open ? 'ghost' : 'secondary'}
          className="self-start"
          aria-expanded={open}
          aria-controls="story-form"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? copy.toggleClose : copy.toggleOpen}
          <ChevronDown className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
        </Button>
        {open ? (
          <div id="story-form">
            <TestimonialForm defaultName={defaultName} onSubmitted={() => setOpen(false)} />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function SupportCard() {
  const copy = DASHBOARD_COPY.support;
  const goToSection = useGoToSection();
  return (
    <IconCard icon={HelpCircle} copy={copy} contentClassName="flex flex-col gap-3 sm:flex-row">
      <a href={copy.email.href} className={buttonClasses('outline', 'md')}>
        <Mail className="h-4 w-4" aria-hidden="true" /> {copy.email.label}
      </a>
      <Button variant="outline" onClick={() => goToSection('how-it-works')}>
        {copy.howItWorks}
      </Button>
      <ButtonLink to={copy.faq.href} variant="outline">
        {copy.faq.label}
      </ButtonLink>
    </IconCard>
  );
}
