import { Button, type ButtonProps, type ElementProps } from '@mantine/core';
import { useReadOnly } from '../api/as-of';
import { ReadOnlyTooltip } from './ReadOnlyTooltip';

interface WriteButtonProps extends ButtonProps, ElementProps<'button', keyof ButtonProps> {
  /** Fill the parent's width (a grid cell), as ReadOnlyTooltip's `block`. */
  block?: boolean;
}

/**
 * A button that writes ('Add Transaction', 'Log Workout'): disabled while the past is viewed
 * (issue 10), with the tooltip that says why.
 */
export function WriteButton({ block = false, disabled = false, ...props }: WriteButtonProps) {
  const readOnly = useReadOnly();
  return (
    <ReadOnlyTooltip block={block}>
      <Button {...props} disabled={disabled || readOnly} />
    </ReadOnlyTooltip>
  );
}
