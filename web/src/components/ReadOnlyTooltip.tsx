import { Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { READ_ONLY_MESSAGE, useReadOnly } from '../api/as-of';
import classes from './ReadOnlyTooltip.module.css';

/**
 * Around a write control (issue 10): while the past is viewed it says 'Return to now to make
 * changes' on hover. The control disables itself with `useReadOnly()`; this only explains why.
 */
export function ReadOnlyTooltip({
  children,
  block = false,
}: {
  children: ReactNode;
  /** Fill the parent's width (a grid cell). */ block?: boolean;
}) {
  const readOnly = useReadOnly();
  if (!readOnly) return children;
  return (
    <Tooltip label={READ_ONLY_MESSAGE}>
      <span className={classes.wrapper} data-read-only data-block={block || undefined}>
        {children}
      </span>
    </Tooltip>
  );
}
