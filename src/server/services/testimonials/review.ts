import { escapeControlCharacters } from '#domain/shared/sanitize.ts';
import type { TestimonialStatus } from '#domain/testimonials/testimonial.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { selectForReview, updateReviewStatus } from './testimonials.repo.ts';

export const REVIEW_USAGE = 'Usage: npm run testimonials -- list [--all] | approve <id> | reject <id>';

export interface ReviewResult {
  ok: boolean;
  lines: string[];
}

const oneLine = (text: string, max = 140) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** `npm run testimonials`: list pending stories (or all), approve or reject one by id. */
export async function reviewTestimonials(db: Kysely<Database>, args: readonly string[]): Promise<ReviewResult> {
  const [command, arg] = args;
  if (command === 'list') {
    const rows = await selectForReview(db, arg === '--all');
    if (rows.length === 0)
      return { ok: true, lines: [arg === '--all' ? 'No testimonials yet.' : 'No testimonials are waiting for review.'] };
    // Stored text is shown with control characters escaped: a name with terminal escape codes cannot disguise the list.
    const lines = rows.flatMap((r) => [
      `#${r.id} [${r.status}] ${r.name}${r.location ? `, ${r.location}` : ''}${r.savings_amount ? ` (saved ${r.savings_amount})` : ''} <${r.email}> ${new Date(r.created_at).toISOString().slice(0, 10)}`,
      `    ${oneLine(r.testimonial_text)}`,
    ]);
    return { ok: true, lines: lines.map(escapeControlCharacters) };
  }
  if (command === 'approve' || command === 'reject') {
    const id = Number(arg);
    if (!arg || !Number.isInteger(id) || id <= 0) return { ok: false, lines: [`${command} needs a testimonial id.`, REVIEW_USAGE] };
    const status: TestimonialStatus = command === 'approve' ? 'approved' : 'rejected';
    const row = await updateReviewStatus(db, id, status);
    if (!row) return { ok: false, lines: [`No testimonial #${id}.`] };
    const note = status === 'approved' && !row.agree_to_share ? ' (not shown: the author did not agree to share it)' : '';
    return { ok: true, lines: [escapeControlCharacters(`Testimonial #${row.id} by ${row.name} is now ${status}${note}.`)] };
  }
  return { ok: false, lines: [REVIEW_USAGE] };
}
