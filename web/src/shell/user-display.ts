import type { User } from '../features/auth/types';

type UserLike = Partial<Pick<User, 'displayName' | 'email'>> | null | undefined;

/** Avatar text: initials of the display name (first and last word), else the e-mail's first letter, else 'U'. */
export function userInitials(user: UserLike): string {
  const words = user?.displayName?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (words.length > 0) {
    const picked = words.length === 1 ? [words[0]] : [words[0], words[words.length - 1]];
    return picked.map((word) => Array.from(word ?? '')[0]?.toUpperCase() ?? '').join('');
  }
  const email = user?.email?.trim();
  if (email) return Array.from(email)[0]!.toUpperCase();
  return 'U';
}

/** Name to show: the display name, else the e-mail before the at-sign, else 'User'. */
export function userDisplayName(user: UserLike): string {
  const name = user?.displayName?.trim();
  if (name) return name;
  const local = user?.email?.split('@')[0]?.trim();
  return local || 'User';
}
