import { pagePath } from '#domain/routes.ts';
import { PROFILE_MESSAGES, PROFILE_NAME_MAX_LENGTH } from '#domain/account/profile.ts';
import { profileUpdateSchema } from '#domain/account/profile.schema.ts';
import { sanitizeText } from '#domain/shared/sanitize.ts';
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { PageContainer, PageHeading, useRouteMeta } from '../../components/layouts/page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { ControlledInput } from '../../components/ui/form/controlled-input.tsx';
import { Field, Input } from '../../components/ui/form/field.tsx';
import { useZodForm } from '../../components/ui/form/use-zod-form.ts';
import { PROFILE_COPY } from '../../content/dashboard.ts';
import { useProfile } from '../../features/account/api/get-profile.ts';
import { useUpdateProfile } from '../../features/account/api/update-profile.ts';
import { useAuth } from '../../lib/auth.tsx';

export function Component() {
  useRouteMeta();
  const { user, loading, updateUser, signedOutHere } = useAuth();
  const profile = useProfile(user !== null);
  const update = useUpdateProfile();
  const form = useZodForm(profileUpdateSchema, { defaultValues: { full_name: '' } });
  const { reset } = form;

  useEffect(() => {
    if (profile.data) reset({ full_name: profile.data.full_name ?? '' });
  }, [profile.data, reset]);

  useEffect(() => {
    if (profile.isError) toast.error(PROFILE_MESSAGES.loadErrorTitle, { description: PROFILE_MESSAGES.loadErrorBody });
  }, [profile.isError]);

  if (!loading && !user) return <Navigate to={pagePath(signedOutHere ? 'landing' : 'auth')} replace />;

  // The schema sanitises and trims the name, as the server does.
  const submit = form.handleSubmit(({ full_name }) =>
    update.mutate(full_name, {
      onSuccess: (saved) => {
        reset({ full_name: saved.full_name ?? '' });
        updateUser({ fullName: saved.full_name });
        toast.success(PROFILE_MESSAGES.updatedTitle, { description: PROFILE_MESSAGES.updatedBody });
      },
      onError: () => toast.error(PROFILE_MESSAGES.updateErrorTitle, { description: PROFILE_MESSAGES.updateErrorBody }),
    }),
  );

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
                <Field id="profile-full-name" label={PROFILE_COPY.fullNameLabel} error={form.formState.errors.full_name?.message}>
                  <ControlledInput
                    control={form.control}
                    name="full_name"
                    parse={sanitizeText}
                    autoComplete="name"
                    maxLength={PROFILE_NAME_MAX_LENGTH}
                  />
                </Field>
                <Field id="profile-email" label={PROFILE_COPY.emailLabel} hint={PROFILE_MESSAGES.emailNote}>
                  <Input
                    type="email"
                    readOnly
                    aria-readonly="true"
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
