import type { RuleMatchKind } from '@life/domain/rules/constants';
import { Badge, Group, Text } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ItemManager, type ItemManagerConfig, type ManagerFields } from '../../../components/manager/ItemManager';
import { type ManagerColumn, ManagerCard, type RowActionHandlers } from '../../../components/manager/ManagerItems';
import { HistoryKindProvider } from '../../history';
import { accountQueries } from '../accounts/queries';
import { categoryQueries } from '../categories/queries';
import { ruleMutations } from './mutations';
import { ruleQueries } from './queries';
import { RuleForm } from './RuleForm';
import { RuleOrder } from './RuleOrder';
import type { Rule } from './types';

const KINDS: readonly RuleMatchKind[] = ['contains', 'matches'];
const KIND_LABELS: Record<RuleMatchKind, string> = { contains: 'Contains', matches: 'Matches' };

const FIELDS: ManagerFields<Rule, RuleMatchKind> = {
  name: (rule) => rule.name,
  type: (rule) => rule.matchKind,
  description: (rule) => rule.pattern,
  color: () => '#6B7280',
};

/** "Category Food, rename to Whole Foods, transfer to Savings": what a rule does, named. */
function RuleActions({ rule }: { rule: Rule }) {
  const categories = useQuery(categoryQueries.byId()).data;
  const accounts = useQuery(accountQueries.names()).data;
  const parts = [
    rule.categoryId ? `Category ${categories?.get(rule.categoryId)?.transactionCategory ?? '(deleted)'}` : null,
    rule.renameTo ? `Rename to "${rule.renameTo}"` : null,
    rule.transferAccountId ? `Transfer to ${accounts?.get(rule.transferAccountId) ?? '(deleted account)'}` : null,
  ].filter((part): part is string => part !== null);
  return <Text size="sm">{parts.join(', ')}</Text>;
}

function RuleCondition({ rule }: { rule: Rule }) {
  const accounts = useQuery(accountQueries.names()).data;
  const bounds = [
    rule.minAmount ? `at least ${rule.minAmount}` : null,
    rule.maxAmount ? `at most ${rule.maxAmount}` : null,
    rule.accountId ? `on ${accounts?.get(rule.accountId) ?? '(deleted account)'}` : null,
  ].filter((part): part is string => part !== null);
  return (
    <Text size="sm" c="dimmed">
      {KIND_LABELS[rule.matchKind]} "{rule.pattern}"{bounds.length > 0 ? `, ${bounds.join(', ')}` : ''}
    </Text>
  );
}

function RuleCard({ rule, ...handlers }: { rule: Rule } & RowActionHandlers<Rule>) {
  return (
    <ManagerCard item={rule} name={rule.name} color="#6B7280" testId="rule-card" {...handlers}>
      <RuleCondition rule={rule} />
      <Group gap={6} mt="sm">
        <RuleActions rule={rule} />
      </Group>
    </ManagerCard>
  );
}

const TABLE_COLUMNS: ManagerColumn<Rule>[] = [
  { header: 'When', shrinks: true, cell: (rule) => <RuleCondition rule={rule} /> },
  { header: 'Then', cell: (rule) => <RuleActions rule={rule} /> },
];

const MANAGER: ItemManagerConfig<Rule, RuleMatchKind> = {
  fields: FIELDS,
  names: { one: 'rule', title: 'Rule', many: 'rules' },
  types: KINDS,
  typeLabel: (kind) => KIND_LABELS[kind],
  loadingText: 'Loading rules...',
  tiles: KINDS.map((kind) => ({ type: kind, label: KIND_LABELS[kind], testId: `rule-tile-${kind}` })),
  empty: () => ({
    icon: <IconWand size={32} aria-hidden />,
    title: 'No Rules Found',
    description: 'Rules fill in the category, title or transfer of imported and typed transactions. The first matching rule wins.',
    addLabel: 'Add Rule',
  }),
  renderCard: (rule, handlers) => <RuleCard rule={rule} {...handlers} />,
  table: {
    rowTestId: 'rule-row',
    nameHeader: 'Name',
    typeCell: (rule) => (
      <Badge size="xs" variant="outline">
        {KIND_LABELS[rule.matchKind]}
      </Badge>
    ),
    columns: TABLE_COLUMNS,
  },
  form: { size: '48rem', render: (rule, onDone) => <RuleForm rule={rule} onDone={onDone} /> },
  deleteMessage: (rule) => `Delete the rule "${rule.name}"? Transactions it filled in keep their values.`,
  mutations: ruleMutations,
};

/** Money Settings' rules (issue 23): listed in the order they are tried, created, edited and deleted, each with its history. */
export function RuleManager() {
  return (
    <HistoryKindProvider kind="rule">
      <Text size="sm" c="dimmed" mb="sm">
        Rules apply to every bank import row and fill in the transaction form; the first matching rule wins, in the order below.
      </Text>
      <ItemManager {...MANAGER} query={useQuery(ruleQueries.list())} />
      <RuleOrder />
    </HistoryKindProvider>
  );
}
