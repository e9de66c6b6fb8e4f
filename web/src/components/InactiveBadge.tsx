import { Badge } from '@mantine/core';

/** 'Inactive' beside an item the user turned off (an account, a schedule, a recurring transaction); nothing while it is active. */
export function InactiveBadge({ active, size = 'xs' }: { active: boolean; size?: 'xs' | 'sm' }) {
  if (active) return null;
  return (
    <Badge size={size} variant="light" color="gray">
      Inactive
    </Badge>
  );
}
