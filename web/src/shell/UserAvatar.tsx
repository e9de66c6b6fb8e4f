import { Avatar } from '@mantine/core';
import type { User } from '../features/auth/types';
import { userDisplayName, userInitials } from './user-display';

/** The user's photo, else their initials (Avatar shows the children when there is no src or it fails). */
export function UserAvatar({ user, size = 36 }: { user: User | null; size?: number }) {
  return (
    <Avatar src={user?.photoURL || null} alt={userDisplayName(user)} size={size} radius="xl" color="indigo">
      {userInitials(user)}
    </Avatar>
  );
}
