import { Quote } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { SUCCESS_STORIES_SECTION } from '../../../content/landing.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { usePublishedTestimonials } from '../api/get-testimonials.ts';

/** Approved stories only, rendered as text; with none, an honest invitation to share (never invented stories). */
export function SuccessStories() {
  const { user } = useAuth();
  const { data: stories, isPending } = usePublishedTestimonials();
  const empty = SUCCESS_STORIES_SECTION.emptyState;
  const cta = user ? empty.signedInCta : empty.signedOutCta;

  if (isPending) return <div className="mx-auto mt-8 h-40 max-w-xl animate-pulse rounded-2xl bg-slate-100" aria-hidden="true" />;

  if (!stories || stories.length === 0) {
    return (
      <div className="mx-auto mt-8 max-w-xl rounded-2xl border border-dashed border-slate-300 p-8 text-center" data-testid="stories-empty">
        <h3 className="font-semibold text-slate-900">{empty.title}</h3>
        <p className="mt-2 text-sm text-slate-600">{empty.body}</p>
        <ButtonLink to={cta.href} variant="outline" className="mt-5">
          {cta.label}
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className="mt-8">
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3" data-testid="stories-list">
        {stories.map((story) => (
          <li key={story.id} className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <Quote className="h-6 w-6 text-brand-600" aria-hidden="true" />
            <blockquote className="mt-3 flex-1 whitespace-pre-line break-words text-slate-800">{story.testimonialText}</blockquote>
            <div className="mt-4 border-t border-slate-200 pt-4 text-sm">
              <p className="font-semibold text-slate-900">{story.name}</p>
              {story.location ? <p className="text-slate-600">{story.location}</p> : null}
              {story.savingsAmount ? <p className="mt-1 font-medium text-brand-800">Saved: {story.savingsAmount}</p> : null}
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-xs text-slate-500">{SUCCESS_STORIES_SECTION.disclaimer}</p>
      <div className="mt-4 flex justify-center">
        <ButtonLink to={cta.href} variant="outline">
          {user ? 'Share Your Story' : cta.label}
        </ButtonLink>
      </div>
    </div>
  );
}
