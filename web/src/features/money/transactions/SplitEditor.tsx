import { MAX_SPLIT_LINES, MAX_SPLIT_MEMO_LENGTH } from '@life/domain/transactions/constants';
import { ActionIcon, Button, Group, Input, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CurrencyInput } from '../../../components/CurrencyInput';
import { addSplitLine, splitBalance, type SplitFormLine } from './split-lines';
import classes from './SplitEditor.module.css';

export interface SplitChoice {
  value: string;
  label: string;
}

interface SplitEditorProps {
  /** The transaction's amount as typed: what the lines must add up to. */
  amount: string;
  lines: readonly SplitFormLine[];
  onChange: (lines: SplitFormLine[]) => void;
  /** The categories a line may take (those fitting the type, plus any a line already has). */
  categories: readonly SplitChoice[];
  /** The form's messages: `splits` for the whole split, `splits.<i>.<field>` for one line's. */
  errors: Readonly<Record<string, ReactNode>>;
  /** Back to one category choice. */
  onUnsplit: () => void;
}

/**
 * The split's lines (issue 24): a category, an amount and a memo per line, a remove button, 'Add
 * split line', and what is left to place in exact cents ("Remaining: $4.00" or "Over by $1.00").
 */
export function SplitEditor({ amount, lines, onChange, categories, errors, onUnsplit }: SplitEditorProps) {
  const balance = splitBalance(amount, lines);
  const change = (index: number, patch: Partial<SplitFormLine>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const choices = [{ value: '', label: 'Select category' }, ...categories];
  // A line's category missing from the choices (still loading, or deleted) still shows as chosen.
  const known = new Set(categories.map((choice) => choice.value));
  const choicesFor = (id: string) => (id === '' || known.has(id) ? choices : [...choices, { value: id, label: 'Unknown category' }]);
  return (
    <Input.Wrapper label="Split across categories" labelElement="div" error={errors.splits}>
      <Stack gap="xs" mt={4} role="group" aria-label="Split lines">
        {lines.map((line, index) => {
          const n = index + 1;
          return (
            <div key={line.key} className={classes.line} data-testid="split-line">
              <NativeSelect
                className={classes.category}
                aria-label={`Line ${n} category`}
                data={choicesFor(line.categoryId)}
                value={line.categoryId}
                error={errors[`splits.${index}.categoryId`]}
                onChange={(event) => change(index, { categoryId: event.currentTarget.value })}
              />
              <CurrencyInput
                className={classes.amount}
                aria-label={`Line ${n} amount`}
                placeholder="0.00"
                value={line.amount}
                error={errors[`splits.${index}.amount`]}
                onChange={(value) => change(index, { amount: value })}
              />
              <TextInput
                className={classes.memo}
                aria-label={`Line ${n} memo`}
                placeholder="Memo (optional)"
                maxLength={MAX_SPLIT_MEMO_LENGTH}
                value={line.memo}
                error={errors[`splits.${index}.memo`]}
                onChange={(event) => change(index, { memo: event.currentTarget.value })}
              />
              <ActionIcon
                className={classes.remove}
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Remove line ${n}`}
                onClick={() => onChange(lines.filter((_, at) => at !== index))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </div>
          );
        })}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              disabled={lines.length >= MAX_SPLIT_LINES}
              onClick={() => onChange(addSplitLine(amount, lines))}
            >
              Add split line
            </Button>
            <Button variant="subtle" size="xs" color="gray" onClick={onUnsplit}>
              Remove split
            </Button>
          </Group>
          <Text
            size="sm"
            fw={600}
            c={balance.addsUp ? 'teal.7' : balance.remainingCents < 0 ? 'red.7' : balance.remainingCents > 0 ? 'orange.8' : 'dimmed'}
            role="status"
            aria-live="polite"
            data-testid="split-remaining"
          >
            {balance.text}
          </Text>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
