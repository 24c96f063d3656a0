/** Profile messages, shown to users verbatim; change them only with the product copy. Only the full name is editable. */
export const PROFILE_MESSAGES = {
  loadErrorTitle: 'Error loading profile',
  loadErrorBody: 'Could not load your profile information.',
  updateErrorTitle: 'Error updating profile',
  updateErrorBody: 'Could not update your profile. Please try again.',
  updatedTitle: 'Profile updated',
  updatedBody: 'Your profile has been successfully updated.',
  emailNote: 'Email cannot be changed. Contact support if needed.',
} as const;

export const PROFILE_NAME_MAX_LENGTH = 100;

export interface Profile {
  id: string;
  fullName: string | null;
  email: string;
  createdAt: string;
  updatedAt: string;
}
