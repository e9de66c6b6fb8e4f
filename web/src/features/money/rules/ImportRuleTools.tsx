import type { BankImportSummaryJson } from '@life/domain/imports/bank-csv/index';
import { MAX_RULE_APPLY_TRANSACTIONS, MAX_RULE_PATTERN_LENGTH } from '@life/domain/rules/constants';
import { Button, List, Modal, Stack, Table, Text } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { useReadOnly } from '../../../api/as-of';
import { plural } from '../format';
import { useApplyRules } from './mutations';
import { RuleForm, type RuleFormValues } from './RuleForm';

const CHANGE_WORDS = { category: 'category', title: 'title', transfer: 'transfer' } as const;

/**
 * The part of a bank description that names the payee: what comes before a store number, a long
 * run of digits, a date or a card number ("WHOLE FOODS MARKET #10234 SAN FRANCISCO CA" -> "WHOLE
 * FOODS MARKET"), so a rule made from one row also catches the next statement's.
 */
export function payeePattern(description: string): string {
  const cut = description.split(/\s*(?:#|\*|\d{3,}|\d{1,2}[./-]\d{1,2}|\s{2,})/)[0]?.trim() ?? '';
  return (cut.length >= 3 ? cut : description.trim()).slice(0, MAX_RULE_PATTERN_LENGTH);
}

/** "Always categorise rows like this": a new rule dialog filled in from one row. */
export function CategoriseLikeThis({ description, accountId }: { description: string; accountId: string | null }) {
  const [open, setOpen] = useState(false);
  const readOnly = useReadOnly();
  const pattern = payeePattern(description);
  const initial: Partial<RuleFormValues> = { name: pattern.slice(0, 100), pattern, accountId: accountId ?? '' };
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconWand size={12} aria-hidden />}
        disabled={readOnly}
        onClick={() => setOpen(true)}
      >
        Always categorise rows like this
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="New rule" size="48rem">
        {open && <RuleForm initial={initial} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}

/** Which rule filled in which row (the dry run's and the import's summary). */
export function ImportRuleHits({ summary, rowLabel = 'Row' }: { summary: BankImportSummaryJson; rowLabel?: string }) {
  const hits = summary.ruleHits ?? [];
  if (!summary.ruleHitCount) return null;
  return (
    <Stack gap={4} data-testid="rule-hits">
      <Text size="sm">
        <IconWand size={14} aria-hidden /> {plural(summary.ruleHitCount, 'row')} filled in by your rules
      </Text>
      <List size="xs">
        {hits.slice(0, 50).map((hit) => (
          <List.Item key={hit.row}>
            {rowLabel} {hit.row}: {hit.name}
            {hit.changed.length > 0 ? ` (${hit.changed.map((change) => CHANGE_WORDS[change]).join(', ')})` : ' (nothing to change)'}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The file's first rows (the CSV preview), each offering a rule made from it. */
export function RowsForRules({
  header,
  rows,
  descriptionColumn,
  accountId,
}: {
  header: readonly string[];
  rows: readonly (readonly string[])[];
  descriptionColumn: string;
  accountId: string | null;
}) {
  const index = header.indexOf(descriptionColumn);
  if (index < 0) return null;
  return <DescriptionsForRules descriptions={rows.map((row) => row[index] ?? '')} accountId={accountId} />;
}

/** Descriptions of a file's first rows (the CSV's column, an OFX or QIF statement's payees), each offering a rule made from it. */
export function DescriptionsForRules({ descriptions, accountId }: { descriptions: readonly string[]; accountId: string | null }) {
  const distinct = [...new Set(descriptions.map((text) => text.trim()).filter((text) => text !== ''))].slice(0, 10);
  if (distinct.length === 0) return null;
  return (
    <Table withTableBorder aria-label="Rows to make rules from">
      <Table.Tbody>
        {distinct.map((description) => (
          <Table.Tr key={description}>
            <Table.Td>
              <Text size="xs">{description}</Text>
            </Table.Td>
            <Table.Td>
              <CategoriseLikeThis description={description} accountId={accountId} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** After an import: the user's rules (perhaps one just made from a row) re-run on its transactions, in one action. */
export function ApplyRulesToImport({ importId, added }: { importId: string; added: number }) {
  const apply = useApplyRules();
  const readOnly = useReadOnly();
  if (!importId || added === 0) return null;
  const tooMany = added > MAX_RULE_APPLY_TRANSACTIONS;
  return (
    <Button
      mt="sm"
      ml="xs"
      size="xs"
      variant="light"
      leftSection={<IconWand size={14} aria-hidden />}
      disabled={readOnly || tooMany}
      title={tooMany ? `Rules can be re-run on at most ${MAX_RULE_APPLY_TRANSACTIONS} transactions at once` : undefined}
      loading={apply.isPending}
      onClick={() => apply.mutate({ importId })}
    >
      Re-run rules on this import
    </Button>
  );
}
