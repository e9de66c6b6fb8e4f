import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useReadOnly } from '../api/as-of';
import { ReadOnlyTooltip } from './ReadOnlyTooltip';

/**
 * A button that leads to a write screen ('Create Goal', 'Log Food'): a link at present; while the
 * past is viewed (issue 10) a disabled button whose tooltip says why.
 */
export function WriteLinkButton({ to, children, ...props }: ButtonProps & { to: string; children: ReactNode }) {
  const readOnly = useReadOnly();
  if (!readOnly) {
    return (
      <Button component={Link} to={to} {...props}>
        {children}
      </Button>
    );
  }
  return (
    <ReadOnlyTooltip>
      <Button disabled {...props}>
        {children}
      </Button>
    </ReadOnlyTooltip>
  );
}

/** A page header's 'Create Goal' / 'Log Food': a WriteLinkButton with a plus before its label. */
export function AddLinkButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <WriteLinkButton to={to} leftSection={<IconPlus size={16} aria-hidden />}>
      {children}
    </WriteLinkButton>
  );
}
