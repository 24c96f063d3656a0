import { PROFILE_MESSAGES, PROFILE_NAME_MAX_LENGTH } from '#domain/account/profile.ts';
import { sanitizeText } from '#domain/shared/sanitize.ts';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { PageContainer, PageHeading, useRouteMeta } from '../../components/layouts/page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Field, Input } from '../../components/ui/form-controls.tsx';
import { PROFILE_COPY } from '../../content/dashboard.ts';
import { useProfile, useUpdateProfile } from '../../features/account/api/profile.ts';
import { useAuth } from '../../lib/auth.tsx';

export function Component() {
  useRouteMeta();
  const { user, loading, updateUser, signedOutHere } = useAuth();
  const profile = useProfile(user !== null);
  const update = useUpdateProfile();
  const [fullName, setFullName] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (profile.data) setFullName(profile.data.full_name ?? '');
  }, [profile.data]);

  useEffect(() => {
    if (profile.isError) toast.error(PROFILE_MESSAGES.loadErrorTitle, { description: PROFILE_MESSAGES.loadErrorBody });
  }, [profile.isError]);

  if (!loading && !user) return <Navigate to={signedOutHere ? '/' : '/auth'} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean = sanitizeText(fullName).trim();
    if (!clean) {
      setError('Full name is required');
      return;
    }
    setError(undefined);
    try {
      const saved = await update.mutateAsync(clean);
      setFullName(saved.full_name ?? '');
      updateUser({ fullName: saved.full_name });
      toast.success(PROFILE_MESSAGES.updatedTitle, { description: PROFILE_MESSAGES.updatedBody });
    } catch {
      toast.error(PROFILE_MESSAGES.updateErrorTitle, { description: PROFILE_MESSAGES.updateErrorBody });
    }
  };

  return (
    <main className="py-10 sm:py-16">
      <PageContainer className="max-w-2xl">
        <PageHeading title={PROFILE_COPY.title} intro={PROFILE_COPY.intro} />
        <Card className="mt-8">
          <CardContent>
            {loading || profile.isPending ? (
              <p className="flex items-center gap-2 py-6 text-sm text-slate-600" role="status">
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> {PROFILE_COPY.loading}
              </p>
            ) : (
              <form onSubmit={(e) => void submit(e)} noValidate aria-label="Profile" className="flex flex-col gap-5">
                <Field id="profile-full-name" label={PROFILE_COPY.fullNameLabel} error={error}>
                  <Input
                    id="profile-full-name"
                    autoComplete="name"
                    maxLength={PROFILE_NAME_MAX_LENGTH}
                    value={fullName}
                    invalid={Boolean(error)}
                    aria-describedby={error ? 'profile-full-name-error' : undefined}
                    onChange={(e) => setFullName(sanitizeText(e.target.value))}
                  />
                </Field>
                <Field id="profile-email" label={PROFILE_COPY.emailLabel} hint={PROFILE_MESSAGES.emailNote}>
                  <Input
                    id="profile-email"
                    type="email"
                    readOnly
                    aria-readonly="true"
                    aria-describedby="profile-email-hint"
                    className="bg-slate-50 text-slate-600"
                    value={profile.data?.email ?? user?.email ?? ''}
                  />
                </Field>
                <Button type="submit" className="self-start" disabled={update.isPending || profile.isError}>
                  {update.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                  {update.isPending ? PROFILE_COPY.saving : PROFILE_COPY.save}
                </Button>
              </form>
            )}
          </CardContent>
        </Card>
      </PageContainer>
    </main>
  );
}
