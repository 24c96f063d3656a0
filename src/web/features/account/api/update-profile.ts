import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { profileQueryOptions } from './get-profile.ts';

/** PATCH /api/profile: renames the signed-in user (the only editable field); answers the updated row. */
const updateProfile = (fullName: string) => callApi((api) => api.profile.$patch({ json: { fullName: fullName } }));

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
}
