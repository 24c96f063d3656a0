import type { PublishedTestimonial } from '#domain/testimonials/testimonial.ts';
import type { testimonialInputSchema } from '#domain/testimonials/testimonial.schema.ts';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { insertTestimonial, selectByAuthor, selectPublished } from './testimonials.repo.ts';

const PUBLIC_LIMIT = 24;

const withIsoDate = <R extends { createdAt: Date | string }>(row: R) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() });

/** The approved stories anyone may read (review happens through `npm run testimonials`). */
export async function publishedTestimonials(deps: Pick<Deps, 'database'>): Promise<PublishedTestimonial[]> {
  return (await selectPublished(deps.database.db, PUBLIC_LIMIT)).map(withIsoDate);
}

/** A signed-in user's own stories, with their review status, newest first. */
export async function ownTestimonials(deps: Pick<Deps, 'database'>, userId: string) {
  return (await selectByAuthor(deps.database.db, userId)).map(withIsoDate);
}

/** A signed-in user's story, stored as pending until reviewed. */
export async function submitTestimonial(deps: Pick<Deps, 'database'>, userId: string, story: z.output<typeof testimonialInputSchema>) {
  return withIsoDate(await insertTestimonial(deps.database.db, userId, story));
}
