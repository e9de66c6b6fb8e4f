/** User-facing texts; the first three are the spec's exact wording (SPEC.md section 5). */
export const userMessages = {
  emailAndPasswordRequired: 'Please enter both email and password',
  displayNameRequired: 'Please enter your display name',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 1024 characters',
  invalidEmail: 'Please enter a valid email address',
  displayNameTooLong: 'Display name must be at most 100 characters',
  emailTaken: 'Email already registered',
  invalidCredentials: 'Invalid email or password',
  userNotFound: 'User not found',
  identityTaken: 'This sign-in is already linked to another account',
} as const;
