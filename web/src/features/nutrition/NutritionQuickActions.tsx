import { Button, SimpleGrid } from '@mantine/core';
import { IconBarcode, IconBook, IconChartBar, IconTarget } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ComingSoonButton } from '../../components/ComingSoonButton';
import { SectionCard } from '../../components/SectionCard';
import { TargetsDialog } from '../targets';
import { WRAPPING_LABEL } from '../../components/wrapping-label';
import { WriteButton } from '../../components/WriteButton';

/** Links to working screens, and a button for what is not built yet (its tooltip says so). */
const ACTIONS = [
  { label: 'Browse Recipes', icon: IconBook, to: '/nutrition/recipes' },
  { label: 'Nutrition Report', icon: IconChartBar, to: '/nutrition/report' }, // issue 27: the report is real now
  { label: 'Scan Barcode', icon: IconBarcode, reason: 'Barcode scanning arrives in a coming release' },
];

/** SPEC 2 Quick Actions: Browse Recipes, Scan Barcode (inert), Nutrition Report (issue 27) and beyond SPEC a working 'Set Goals'. */
export function NutritionQuickActions() {
  const [settingGoals, setSettingGoals] = useState(false);
  return (
    <SectionCard title="Quick Actions">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {ACTIONS.map(({ label, icon: ActionIcon, ...action }) => {
          const look = { variant: 'light', styles: WRAPPING_LABEL, leftSection: <ActionIcon size={16} aria-hidden /> } as const;
          return action.to !== undefined ? (
            <Button key={label} component={Link} to={action.to} {...look}>
              {label}
            </Button>
          ) : (
            <ComingSoonButton key={label} reason={action.reason} {...look}>
              {label}
            </ComingSoonButton>
          );
        })}
        <WriteButton
          block
          variant="light"
          fullWidth
          styles={WRAPPING_LABEL}
          leftSection={<IconTarget size={16} aria-hidden />}
          onClick={() => setSettingGoals(true)}
        >
          Set Goals
        </WriteButton>
      </SimpleGrid>
      <TargetsDialog opened={settingGoals} onClose={() => setSettingGoals(false)} />
    </SectionCard>
  );
}
