import type { TestimonialInput } from '#domain/testimonials/testimonial.schema.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/testimonials: a signed-in user's story, stored as pending until reviewed. */
const createTestimonial = (story: TestimonialInput) => callApi((api) => api.testimonials.$post({ json: story }));

export function useCreateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTestimonial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['testimonials', 'mine'] }),
  });
}
