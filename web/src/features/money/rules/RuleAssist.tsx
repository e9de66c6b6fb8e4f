import { Anchor, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconWand } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { accountQueries } from '../accounts/queries';
import { categoryQueries } from '../categories/queries';
import { ruleQueries } from './queries';
import { payeeFill, ruleContext, ruleFill, type RuleFillValues } from './rule-fill';

const CHANGE_WORDS = { category: 'category', title: 'title', transfer: 'transfer' } as const;

/**
 * Under a new transaction's description (issue 23): what the user's first matching rule would
 * fill in, or else what the same title had last time (payee memory), each offered with a button.
 * Nothing changes until the user takes it, and then the form says which rule filled what in; the
 * fields stay editable. The server never applies rules to a typed transaction.
 */
export function RuleAssist({ values, onFill }: { values: RuleFillValues; onFill: (patch: Partial<RuleFillValues>) => void }) {
  const [title] = useDebouncedValue(values.title, 400);
  const rules = useQuery(ruleQueries.list()).data;
  const categories = useQuery(categoryQueries.list()).data;
  const accounts = useQuery(accountQueries.list()).data;
  const payee = useQuery(ruleQueries.payee(title)).data;
  const [filledBy, setFilledBy] = useState<string | null>(null);
  const categoryNames = useMemo(() => new Map((categories ?? []).map((c) => [c.id, c.transactionCategory])), [categories]);
  const accountNames = useMemo(() => new Map((accounts ?? []).map((a) => [a.id, a.accountName])), [accounts]);

  const context = ruleContext(categories ?? [], accounts ?? []);
  const fill = rules ? ruleFill(rules, { ...values, title }, context) : null;
  const offer = fill ? null : payeeFill(payee, values);

  if (filledBy && !fill && !offer) {
    return (
      <Text size="xs" c="dimmed" data-testid="rule-filled">
        <IconWand size={12} aria-hidden /> {filledBy}
      </Text>
    );
  }
  if (fill) {
    const what = fill.hit.changed.map((change) => CHANGE_WORDS[change]).join(', ');
    return (
      <Group gap="xs" data-testid="rule-suggestion">
        <Text size="xs">
          <IconWand size={12} aria-hidden /> Rule "{fill.hit.name}" fills in the {what}.
        </Text>
        <Anchor
          component="button"
          type="button"
          size="xs"
          onClick={() => {
            onFill(fill.patch);
            setFilledBy(`Filled in by rule: ${fill.hit.name} (${what})`);
          }}
        >
          Fill in
        </Anchor>
      </Group>
    );
  }
  if (offer) {
    const parts = [
      ...(offer.transactionCategoryIds ?? []).map((id) => categoryNames.get(id)).filter(Boolean),
      ...[offer.fromAccountId, offer.toAccountId].map((id) => (id ? accountNames.get(id) : undefined)).filter(Boolean),
    ];
    return (
      <Group gap="xs" data-testid="payee-memory">
        <Text size="xs">Used before: {parts.length > 0 ? parts.join(' · ') : offer.type}</Text>
        <Anchor
          component="button"
          type="button"
          size="xs"
          onClick={() => {
            onFill(offer);
            setFilledBy('Filled in from the last time you used this description');
          }}
        >
          Use these
        </Anchor>
      </Group>
    );
  }
  return null;
}
