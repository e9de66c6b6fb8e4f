import { ActionIcon, type ActionIconProps, Alert, Button, ColorInput, type ColorInputProps, Group, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { FormEventHandler, KeyboardEventHandler, ReactNode } from 'react';

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
  /** Another button just before the submit one (e.g. 'Save and add another'). */
  secondary?: ReactNode;
}

/** The submit row of an item form: [Reset] ... [Cancel] [Create/Update], all disabled while saving. */
export function FormActions({ editing, pending, createLabel, updateLabel, pendingLabel, onCancel, onReset, secondary }: FormActionsProps) {
  const buttons = (
    <Group justify="flex-end" gap="sm">
      {onCancel && (
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      )}
      {secondary}
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
  onKeyDown?: KeyboardEventHandler<HTMLFormElement>;
  problem: string | null;
  actions: FormActionsProps;
  children: ReactNode;
}

/** An item form's frame: the fields stacked, then the form-level problem and the submit row. Validation is the form's own (noValidate). */
export function ItemFormFrame({ label, onSubmit, onKeyDown, problem, actions, children }: ItemFormFrameProps) {
  return (
    <form noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} aria-label={label}>
      <Stack gap="md">
        {children}
        <FormProblem problem={problem} />
        <FormActions {...actions} />
      </Stack>
    </form>
  );
}

interface ItemEditFormFrameProps {
  /** 'budget' as in 'New budget' / 'Edit budget' (the form's name); 'Budget' as in 'Create Budget' / 'Update Budget'. */
  names: { one: string; title: string };
  editing: boolean;
  /** useItemFormSubmit's answer: the form-level problem and whether it is saving. */
  saving: { problem: string | null; pending: boolean };
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  onReset?: () => void;
  children: ReactNode;
}

/** A manager's create-or-edit form (accounts, budgets, categories, rules, schedules): its name and submit labels come from the item's names. */
export function ItemEditFormFrame({ names, editing, saving, onSubmit, onCancel, onReset, children }: ItemEditFormFrameProps) {
  const { problem, pending } = saving;
  const labels = { createLabel: `Create ${names.title}`, updateLabel: `Update ${names.title}` };
  return (
    <ItemFormFrame
      label={`${editing ? 'Edit' : 'New'} ${names.one}`}
      onSubmit={onSubmit}
      problem={problem}
      actions={{ editing, pending, ...labels, onCancel, onReset }}
    >
      {children}
    </ItemFormFrame>
  );
}

/** An item's colour: picker plus hex text, with the feature's swatches (its type colours). */
export function ColorField({ swatches, ...inputProps }: { swatches: string[] } & Omit<ColorInputProps, 'label' | 'format' | 'swatches'>) {
  return <ColorInput label="Color" format="hex" swatches={swatches} withEyeDropper={false} {...inputProps} />;
}

/** The trash button that removes one row of a form's list (an exercise, an ingredient); `label` names the row. */
export function RemoveRowButton({ label, onClick, ...props }: { label: string; onClick: () => void } & ActionIconProps) {
  return (
    <ActionIcon variant="subtle" {...props} aria-label={label} onClick={onClick}>
      <IconTrash size={16} aria-hidden />
    </ActionIcon>
  );
}
