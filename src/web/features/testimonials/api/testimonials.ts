import type { PublishedTestimonial, TestimonialDraft } from '#domain/testimonials/testimonial.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

const publishedTestimonialsQueryOptions = () => ({
  queryKey: ['testimonials', 'published'] as const,
  queryFn: () => apiGet<PublishedTestimonial[]>('/testimonials'),
});

export function usePublishedTestimonials() {
  return useQuery(publishedTestimonialsQueryOptions());
}

export function useCreateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: TestimonialDraft) => apiPost<{ id: number; status: string }>('/testimonials', draft),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['testimonials', 'mine'] }),
  });
}
