import { controlCharactersMessage, hasControlCharacters } from '../shared/text';

/**
 * Bounds of the texts a user account carries (they end up in the event store's jsonb, in stream
 * ids and in the auth tables): no control characters, and these lengths.
 */
export const MAX_DISPLAY_NAME_LENGTH = 100;
/** RFC 5321's longest usable address. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_TOKEN_NAME_LENGTH = 100;
export const MAX_PHOTO_URL_LENGTH = 2048;

export const userLimitMessages = {
  displayNameControlCharacters: controlCharactersMessage('Display name'),
  emailTooLong: `Email must be at most ${MAX_EMAIL_LENGTH} characters`,
  tokenNameTooLong: `Token name must be at most ${MAX_TOKEN_NAME_LENGTH} characters`,
  tokenNameControlCharacters: controlCharactersMessage('Token name'),
  photoUrlInvalid: `Photo URL must be at most ${MAX_PHOTO_URL_LENGTH} characters, without control characters`,
} as const;

/** For zod refinements: true when the text is free of control characters. */
export const isPlainText = (value: string): boolean => !hasControlCharacters(value);
