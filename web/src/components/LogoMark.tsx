import { ThemeIcon } from '@mantine/core';
import { IconInfinity } from '@tabler/icons-react';

/** The Life mark; decorative, the name next to it (or the page title) carries the meaning. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <ThemeIcon size={size} radius="md" variant="gradient" gradient={{ from: 'indigo', to: 'cyan', deg: 135 }} aria-hidden>
      <IconInfinity size={size * 0.6} stroke={2} />
    </ThemeIcon>
  );
}
