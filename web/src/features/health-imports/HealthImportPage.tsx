import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { HealthImportPanel, type HealthImportPanelProps } from './HealthImportPanel';

export interface HealthImportPageProps {
  title: string;
  description: string;
  /** How to get the file, and what it becomes. */
  instructions: ReactNode;
  back: { to: string; label: string };
  panel: HealthImportPanelProps;
}

/** A page that imports one kind of health export (/fitness/apple, /nutrition/mfp): header, instructions, the upload panel. */
export function HealthImportPage({ title, description, instructions, back, panel }: HealthImportPageProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Text size="sm" c="dimmed" mb="md">
        {instructions}{' '}
        <Anchor component={Link} to={back.to}>
          {back.label}
        </Anchor>
      </Text>
      <HealthImportPanel {...panel} />
    </>
  );
}
