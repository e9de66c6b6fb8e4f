import { Button, SimpleGrid } from '@mantine/core';
import { IconBarcode, IconBook, IconChartBar, IconTarget } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ComingSoonButton } from '../../components/ComingSoonButton';
import { SectionCard } from '../../components/SectionCard';
import { TargetsDialog } from '../targets/TargetsDialog';

/** SPEC 2 Quick Actions: Browse Recipes, Scan Barcode and Nutrition Report (inert), and beyond SPEC a working 'Set Goals'. */
export function NutritionQuickActions() {
  const [settingGoals, setSettingGoals] = useState(false);
  return (
    <SectionCard title="Quick Actions">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Button component={Link} to="/nutrition/recipes" variant="light" leftSection={<IconBook size={16} aria-hidden />}>
          Browse Recipes
        </Button>
        <ComingSoonButton
          variant="light"
          leftSection={<IconBarcode size={16} aria-hidden />}
          reason="Barcode scanning arrives in a coming release"
        >
          Scan Barcode
        </ComingSoonButton>
        <ComingSoonButton
          variant="light"
          leftSection={<IconChartBar size={16} aria-hidden />}
          reason="Nutrition reports arrive in a coming release"
        >
          Nutrition Report
        </ComingSoonButton>
        <Button variant="light" leftSection={<IconTarget size={16} aria-hidden />} onClick={() => setSettingGoals(true)}>
          Set Goals
        </Button>
      </SimpleGrid>
      <TargetsDialog opened={settingGoals} onClose={() => setSettingGoals(false)} />
    </SectionCard>
  );
}
