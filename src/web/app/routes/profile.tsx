import { pagePath } from '#domain/routes.ts';
import { Navigate } from 'react-router';
import { PageContainer, PageHeading, useRouteMeta } from '../../components/layouts/page.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { PROFILE_COPY } from '../../content/dashboard.ts';
import { ProfileForm } from '../../features/account/components/profile-form.tsx';
import { useAuth } from '../../lib/auth.tsx';

export function Component() {
  useRouteMeta();
  const { user, loading, signedOutHere } = useAuth();
  if (!loading && !user) return <Navigate to={pagePath(signedOutHere ? 'landing' : 'auth')} replace />;
  return (
    <main className="py-10 sm:py-16">
      <PageContainer className="max-w-2xl">
        <PageHeading title={PROFILE_COPY.title} intro={PROFILE_COPY.intro} />
        <Card className="mt-8">
          <CardContent>
            <ProfileForm />
          </CardContent>
        </Card>
      </PageContainer>
    </main>
  );
}
