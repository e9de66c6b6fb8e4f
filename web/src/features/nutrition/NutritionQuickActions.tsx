import { Button, SimpleGrid } from '@mantine/core';
import { IconBarcode, IconBook, IconChartBar, IconTarget } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ComingSoonButton } from '../../components/ComingSoonButton';
import { SectionCard } from '../../components/SectionCard';
import { TargetsDialog } from '../targets/TargetsDialog';
import { useReadOnly } from '../../api/as-of';
import { ReadOnlyTooltip } from '../../components/ReadOnlyTooltip';
import { WRAPPING_LABEL } from '../../components/wrapping-label';

/** SPEC 2 Quick Actions: Browse Recipes, Scan Barcode and Nutrition Report (inert), and beyond SPEC a working 'Set Goals'. */
export function NutritionQuickActions() {
  const readOnly = useReadOnly();
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
        <ComingSoonButton
          variant="light"
          styles={WRAPPING_LABEL}
          leftSection={<IconBarcode size={16} aria-hidden />}
          reason="Barcode scanning arrives in a coming release"
        >
          Scan Barcode
        </ComingSoonButton>
        <ComingSoonButton
          variant="light"
          styles={WRAPPING_LABEL}
          leftSection={<IconChartBar size={16} aria-hidden />}
          reason="Nutrition reports arrive in a coming release"
        >
          Nutrition Report
        </ComingSoonButton>
        <ReadOnlyTooltip block>
          <Button
            variant="light"
            fullWidth
            styles={WRAPPING_LABEL}
            leftSection={<IconTarget size={16} aria-hidden />}
            onClick={() => setSettingGoals(true)}
            disabled={readOnly}
          >
            Set Goals
          </Button>
        </ReadOnlyTooltip>
      </SimpleGrid>
      <TargetsDialog opened={settingGoals} onClose={() => setSettingGoals(false)} />
    </SectionCard>
  );
}
