import { pagePath } from '#domain/routes.ts';
import { RESET_MESSAGES } from '#domain/auth/auth-messages.ts';
import { resetPasswordFormSchema } from '#domain/auth/auth.schema.ts';
import { newPasswordError } from '#domain/auth/password-rules.ts';
import { useMutation } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/form/field.tsx';
import { PasswordInput } from '../../../components/ui/form/password-input.tsx';
import { useZodForm } from '../../../components/ui/form/use-zod-form.ts';
import { toast } from '../../../lib/toast.ts';
import { resetPassword } from '../api/security.ts';
import { PasswordChecklist } from './password-checklist.tsx';

/** The new-password form: both fields checked by `resetPasswordFormSchema`, the server's own rules (ADR 0051). */
export function NewPasswordForm({ token, onDone, onExpired }: { token: string; onDone: () => void; onExpired: () => void }) {
  const form = useZodForm(resetPasswordFormSchema, { defaultValues: { newPassword: '', confirmPassword: '' } });
  const { errors } = form.formState;
  const [password, confirm] = useWatch({ control: form.control, name: ['newPassword', 'confirmPassword'] });
  const allPass = newPasswordError(password, confirm) === null;
  const update = useMutation({
    mutationFn: (newPassword: string) => resetPassword(token, newPassword),
    onSuccess: (result) => {
      if (result.ok) {
        toast.success(RESET_MESSAGES.updated);
        onDone();
        return;
      }
      if (result.tokenInvalid) {
        onExpired();
        return;
      }
      toast.error(result.message || RESET_MESSAGES.updateFailed);
    },
    onError: () => toast.error(RESET_MESSAGES.updateUnexpected),
  });
  // One toast, the first rule that fails (the sign-up validator's order, then the match); each field also shows its own.
  const submit = form.handleSubmit(
    ({ newPassword }) => update.mutate(newPassword),
    () => {
      const problem = newPasswordError(form.getValues('newPassword'), form.getValues('confirmPassword'));
      if (problem) toast.error(problem);
    },
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Create new password" className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Create New Password</h1>
        <p className="mt-1 text-sm text-slate-600">Choose a strong password you do not use anywhere else.</p>
      </div>
      <Field id="new-password" label="New Password" error={errors.newPassword?.message}>
        <PasswordInput autoComplete="new-password" revealable {...form.register('newPassword')} />
      </Field>
      <Field id="confirm-password" label="Confirm Password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" revealable {...form.register('confirmPassword')} />
      </Field>
      <PasswordChecklist password={password} confirm={confirm} />
      <Button type="submit" size="lg" disabled={!allPass || update.isPending}>
        {update.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        {update.isPending ? 'Updating...' : 'Update Password'}
      </Button>
      <ButtonLink to={pagePath('auth')} variant="ghost">
        Back to Sign In
      </ButtonLink>
    </form>
  );
}
