import type { TestimonialRecord, TestimonialStatus } from '#domain/testimonials/testimonial.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

/** A story's columns named as the API answers them, in camelCase (ADR 0084). */
const OWN_COLUMNS = [
  'id',
  'name',
  'location',
  'savings_amount as savingsAmount',
  'testimonial_text as testimonialText',
  'agree_to_share as agreeToShare',
  'status',
  'created_at as createdAt',
] as const;

/** Approved stories whose authors agreed to share them, most recently reviewed first. */
export async function selectPublished(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('testimonials')
    .select(['id', 'name', 'location', 'savings_amount as savingsAmount', 'testimonial_text as testimonialText', 'created_at as createdAt'])
    .where('status', '=', 'approved')
    .where('agree_to_share', '=', true)
    .orderBy('reviewed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function selectByAuthor(db: Kysely<Database>, userId: string) {
  return db.selectFrom('testimonials').select(OWN_COLUMNS).where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
}

export async function insertTestimonial(db: Kysely<Database>, userId: string, story: TestimonialRecord) {
  return db
    .insertInto('testimonials')
    .values({
      user_id: userId,
      name: story.name,
      location: story.location,
      savings_amount: story.savingsAmount,
      testimonial_text: story.testimonialText,
      agree_to_share: story.agreeToShare,
    })
    .returning(OWN_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Stories for review (`npm run testimonials`) with their author's email, oldest first: pending ones, or all. */
export async function selectForReview(db: Kysely<Database>, all: boolean) {
  let query = db
    .selectFrom('testimonials')
    .innerJoin('user', 'user.id', 'testimonials.user_id')
    .select([
      'testimonials.id',
      'testimonials.name',
      'testimonials.location',
      'testimonials.savings_amount',
      'testimonials.testimonial_text',
      'testimonials.status',
      'testimonials.created_at',
      'user.email',
    ])
    .orderBy('testimonials.id', 'asc');
  if (!all) query = query.where('testimonials.status', '=', 'pending');
  return query.execute();
}

export async function updateReviewStatus(db: Kysely<Database>, id: number, status: TestimonialStatus) {
  return db
    .updateTable('testimonials')
    .set({ status, reviewed_at: new Date() })
    .where('id', '=', id)
    .returning(['id', 'name', 'agree_to_share'])
    .executeTakeFirst();
}
