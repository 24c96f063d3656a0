import { PROFILE_MESSAGES, PROFILE_NAME_MAX_LENGTH } from '#domain/account/profile.ts';
import { profileUpdateSchema } from '#domain/account/profile.schema.ts';
import { sanitizeText } from '#domain/shared/sanitize.ts';
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ControlledInput } from '../../../components/ui/form/controlled-input.tsx';
import { Field, Input } from '../../../components/ui/form/field.tsx';
import { useZodForm } from '../../../components/ui/form/use-zod-form.ts';
import { PROFILE_COPY } from '../../../content/dashboard.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { toast } from '../../../lib/toast.ts';
import { useProfile } from '../api/get-profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/**
 * The signed-in user's profile form: the name, checked by `profileUpdateSchema` (the rules PATCH /api/profile applies),
 * and the email, shown read-only. Loads the profile first.
 */
export function ProfileForm() {
  const { user, loading, updateUser } = useAuth();
  const profile = useProfile(user !== null);
  const update = useUpdateProfile();
  const form = useZodForm(profileUpdateSchema, { defaultValues: { fullName: '' } });
  const { reset } = form;

  useEffect(() => {
    if (profile.data) reset({ fullName: profile.data.fullName ?? '' });
  }, [profile.data, reset]);

  useEffect(() => {
    if (profile.isError) toast.error(PROFILE_MESSAGES.loadErrorTitle, { description: PROFILE_MESSAGES.loadErrorBody });
  }, [profile.isError]);

  // The schema sanitises and trims the name, as the server does.
  const submit = form.handleSubmit(({ fullName }) =>
    update.mutate(fullName, {
      onSuccess: (saved) => {
        reset({ fullName: saved.fullName ?? '' });
        updateUser({ fullName: saved.fullName });
        toast.success(PROFILE_MESSAGES.updatedTitle, { description: PROFILE_MESSAGES.updatedBody });
      },
      onError: () => toast.error(PROFILE_MESSAGES.updateErrorTitle, { description: PROFILE_MESSAGES.updateErrorBody }),
    }),
  );

  if (loading || profile.isPending) {
    return (
      <p className="flex items-center gap-2 py-6 text-sm text-slate-600" role="status">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> {PROFILE_COPY.loading}
      </p>
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Profile" className="flex flex-col gap-5">
      <Field id="profile-full-name" label={PROFILE_COPY.fullNameLabel} error={form.formState.errors.fullName?.message}>
        <ControlledInput
          control={form.control}
          name="fullName"
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
  );
}
