import { Button, type ButtonProps, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

interface ComingSoonButtonProps extends ButtonProps {
  children: ReactNode;
  /** Why it does nothing yet, e.g. 'Budgets arrive in a coming release'. */
  reason: string;
}

/**
 * A button for a feature that is not built yet: visibly disabled, announced as disabled, and
 * still hoverable/focusable so its tooltip can say why (a `disabled` button gets no events).
 */
export function ComingSoonButton({ children, reason, ...props }: ComingSoonButtonProps) {
  return (
    <Tooltip label={reason} openDelay={300}>
      <Button {...props} data-disabled aria-disabled="true" aria-description={reason} onClick={(event) => event.preventDefault()}>
        {children}
      </Button>
    </Tooltip>
  );
}
