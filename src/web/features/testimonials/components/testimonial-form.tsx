import { canSubmitTestimonial, emptyTestimonialDraft, TESTIMONIAL_LIMITS, TESTIMONIAL_MESSAGES } from '#domain/testimonials/testimonial.ts';
import { testimonialFormSchema } from '#domain/testimonials/testimonial.schema.ts';
import { Loader2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox, CheckboxField, Field, Input, Textarea } from '../../../components/ui/form/field.tsx';
import { useZodForm } from '../../../components/ui/form/use-zod-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useCreateTestimonial } from '../api/create-testimonial.ts';

/** Rules: #domain/testimonials/testimonial.schema.ts. Name and story required, agreement ticked, submit disabled otherwise. */
export function TestimonialForm({ defaultName = '', onSubmitted }: { defaultName?: string; onSubmitted?: () => void }) {
  const { user } = useAuth();
  const form = useZodForm(testimonialFormSchema, { defaultValues: emptyTestimonialDraft(defaultName) });
  const { errors } = form.formState;
  const draft = form.watch();
  const ready = canSubmitTestimonial(draft);
  const create = useCreateTestimonial();

  const save = form.handleSubmit(
    (story) =>
      create.mutate(story, {
        onSuccess: () => {
          toast.success(TESTIMONIAL_MESSAGES.successTitle, { description: TESTIMONIAL_MESSAGES.successBody });
          form.reset(emptyTestimonialDraft(defaultName));
          onSubmitted?.();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) {
            toast.error(TESTIMONIAL_MESSAGES.authTitle, { description: TESTIMONIAL_MESSAGES.authBody });
          } else {
            toast.error(TESTIMONIAL_MESSAGES.errorTitle, { description: TESTIMONIAL_MESSAGES.errorBody });
          }
        },
      }),
    () => toast.error(TESTIMONIAL_MESSAGES.missingTitle, { description: TESTIMONIAL_MESSAGES.missingBody }),
  );
  // Signing in comes first: a visitor is told that before anything about the fields.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) toast.error(TESTIMONIAL_MESSAGES.authTitle, { description: TESTIMONIAL_MESSAGES.authBody });
    else void save(event);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Share your success story" className="grid gap-4 sm:grid-cols-2">
      <Field id="story-name" label="Your name (required)" error={errors.name?.message}>
        <Input required maxLength={TESTIMONIAL_LIMITS.name} {...form.register('name')} />
      </Field>
      <Field id="story-location" label="City or neighborhood (optional)">
        <Input maxLength={TESTIMONIAL_LIMITS.location} placeholder="Brooklyn, NY" {...form.register('location')} />
      </Field>
      <Field id="story-savings" label="What you saved (optional)" className="sm:col-span-2">
        <Input
          maxLength={TESTIMONIAL_LIMITS.savings}
          placeholder="$100/month, or kept my rent unchanged"
          {...form.register('savingsAmount')}
        />
      </Field>
      <Field
        id="story-text"
        label="Your story (required)"
        hint={`${draft.testimonialText.length}/${TESTIMONIAL_LIMITS.text}`}
        error={errors.testimonialText?.message}
        className="sm:col-span-2"
      >
        <Textarea required rows={5} maxLength={TESTIMONIAL_LIMITS.text} {...form.register('testimonialText')} />
      </Field>
      <CheckboxField
        id="story-agree"
        label="I agree that RentCheck may publish my story with my name (and location, if given) after review."
        error={errors.agreeToShare?.message}
        className="sm:col-span-2"
      >
        <Checkbox {...form.register('agreeToShare')} />
      </CheckboxField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={!ready || create.isPending} className="w-full sm:w-auto">
          {create.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {create.isPending ? 'Submitting...' : 'Submit Story'}
        </Button>
      </div>
    </form>
  );
}
