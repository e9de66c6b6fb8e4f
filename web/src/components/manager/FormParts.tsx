import { Alert, Button, ColorInput, type ColorInputProps, Group, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/** The form-level message (a server answer that belongs to no field). */
export function FormProblem({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {problem}
    </Alert>
  );
}

interface FormActionsProps {
  editing: boolean;
  pending: boolean;
  /** e.g. 'Create Account' / 'Update Account'; while saving the button reads Creating... / Updating... */
  createLabel: string;
  updateLabel: string;
  /** What the button reads while saving, instead of Creating... / Updating... (e.g. 'Creating Recurring...'). */
  pendingLabel?: string;
  /** A Cancel button when given. */
  onCancel?: () => void;
  /** A Reset button on the left when given. */
  onReset?: () => void;
}

/** The submit row of an item form: [Reset] ... [Cancel] [Create/Update], all disabled while saving. */
export function FormActions({ editing, pending, createLabel, updateLabel, pendingLabel, onCancel, onReset }: FormActionsProps) {
  const buttons = (
    <Group justify="flex-end" gap="sm">
      {onCancel && (
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      )}
      <Button type="submit" disabled={pending}>
        {pending ? (pendingLabel ?? (editing ? 'Updating...' : 'Creating...')) : editing ? updateLabel : createLabel}
      </Button>
    </Group>
  );
  if (!onReset) return buttons;
  return (
    <Group justify="space-between">
      <Button variant="subtle" color="gray" onClick={onReset} disabled={pending}>
        Reset
      </Button>
      {buttons}
    </Group>
  );
}

interface ItemFormFrameProps {
  /** The form's accessible name, e.g. 'New account' / 'Edit account'. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  problem: string | null;
  actions: FormActionsProps;
  children: ReactNode;
}

/** An item form's frame: the fields stacked, then the form-level problem and the submit row. Validation is the form's own (noValidate). */
export function ItemFormFrame({ label, onSubmit, problem, actions, children }: ItemFormFrameProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label}>
      <Stack gap="md">
        {children}
        <FormProblem problem={problem} />
        <FormActions {...actions} />
      </Stack>
    </form>
  );
}

/** An item's colour: picker plus hex text, with the feature's swatches (its type colours). */
export function ColorField({ swatches, ...inputProps }: { swatches: string[] } & Omit<ColorInputProps, 'label' | 'format' | 'swatches'>) {
  return <ColorInput label="Color" format="hex" swatches={swatches} withEyeDropper={false} {...inputProps} />;
}
