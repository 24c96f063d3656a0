import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/testimonials: the approved stories anyone may read. */
const getPublishedTestimonials = () => callApi((api) => api.testimonials.$get());

const publishedTestimonialsQueryOptions = () =>
  queryOptions({ queryKey: ['testimonials', 'published'] as const, queryFn: getPublishedTestimonials });

export function usePublishedTestimonials() {
  return useQuery(publishedTestimonialsQueryOptions());
}
