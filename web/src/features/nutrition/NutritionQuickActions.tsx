import { Button, SimpleGrid } from '@mantine/core';
import { IconBarcode, IconBook, IconChartBar, IconTarget } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ComingSoonButton } from '../../components/ComingSoonButton';
import { SectionCard } from '../../components/SectionCard';
import { TargetsDialog } from '../targets';
import { WRAPPING_LABEL } from '../../components/wrapping-label';
import { WriteButton } from '../../components/WriteButton';

const COMING_SOON = [
  { label: 'Scan Barcode', icon: IconBarcode, reason: 'Barcode scanning arrives in a coming release' },
  { label: 'Nutrition Report', icon: IconChartBar, reason: 'Nutrition reports arrive in a coming release' },
];

/** SPEC 2 Quick Actions: Browse Recipes, Scan Barcode and Nutrition Report (inert), and beyond SPEC a working 'Set Goals'. */
export function NutritionQuickActions() {
  const [settingGoals, setSettingGoals] = useState(false);
  return (
    <SectionCard title="Quick Actions">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Button
          component={Link}
          to="/nutrition/recipes"
          variant="light"
          leftSection={<IconBook size={16} aria-hidden />}
          styles={WRAPPING_LABEL}
        >
          Browse Recipes
        </Button>
        {COMING_SOON.map(({ label, icon: ActionIcon, reason }) => (
          <ComingSoonButton
            key={label}
            variant="light"
            styles={WRAPPING_LABEL}
            leftSection={<ActionIcon size={16} aria-hidden />}
            reason={reason}
          >
            {label}
          </ComingSoonButton>
        ))}
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
