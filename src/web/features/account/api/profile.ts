import type { Profile } from '#domain/account/profile.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

const profileQueryOptions = () => ({
  queryKey: ['profile'] as const,
  queryFn: () => apiGet<Profile>('/profile'),
});

export function useProfile(enabled: boolean) {
  return useQuery({ ...profileQueryOptions(), enabled });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fullName: string) => apiSend<Profile>('PATCH', '/profile', { full_name: fullName }),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
}
