import { Alert, Badge, Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconChartBar, IconChartLine, IconChartPie, IconFileAnalytics, IconInfoCircle, type Icon } from '@tabler/icons-react';
import { ComingSoonButton } from '../../components/ComingSoonButton';
import { PageHeader } from '../../components/PageHeader';

const REASON = 'Reports arrive in a coming release';

const REPORTS: { title: string; description: string; icon: Icon }[] = [
  { title: 'Spending Trends', description: 'How your spending changes month over month', icon: IconChartLine },
  { title: 'Category Breakdown', description: 'Where your money goes, category by category', icon: IconChartPie },
  { title: 'Monthly Summary', description: 'Income, expenses and savings for each month', icon: IconChartBar },
];

/** SPEC 2 Reports: three inert cards and a notice; nothing here pretends to work. */
export default function ReportsPage() {
  return (
    <>
      <PageHeader
        title="Reports"
        description="Insights into your finances"
        actions={
          <ComingSoonButton reason={REASON} leftSection={<IconFileAnalytics size={16} aria-hidden />}>
            Generate Report
          </ComingSoonButton>
        }
      />
      <Alert icon={<IconInfoCircle size={18} aria-hidden />} variant="light" title="Advanced Reports Coming Soon" mb="lg">
        Detailed reports are not built yet. The Money Overview already shows this month&apos;s totals and spending by category.
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {REPORTS.map(({ title, description, icon: ReportIcon }) => (
          <Card
            key={title}
            withBorder
            radius="lg"
            padding="lg"
            aria-disabled="true"
            style={{ opacity: 0.75 }}
            component="section"
            aria-label={title}
          >
            <Group justify="space-between" mb="sm">
              <ThemeIcon variant="light" radius="md" aria-hidden>
                <ReportIcon size={18} />
              </ThemeIcon>
              <Badge variant="light" color="gray">
                Coming soon
              </Badge>
            </Group>
            <Text fw={600}>{title}</Text>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
