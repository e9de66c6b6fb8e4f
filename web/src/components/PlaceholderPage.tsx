import type { ReactNode } from 'react';
import { ComingSoon } from './ComingSoon';
import { PageHeader } from './PageHeader';

/** A page that has its SPEC title but no features yet. */
export function PlaceholderPage({ title, description, area }: { title: string; description?: ReactNode; area?: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <ComingSoon area={area ?? title} />
    </>
  );
}
