import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';

// The box, its list (Mantine Combobox, floating-ui) and the dialogs it opens load after the first
// paint, in their own chunk: the signed-in page's initial JavaScript stays within its budget (BENCHMARKS).
const HeaderSearch = lazy(() => import('./HeaderSearch').then((module) => ({ default: module.HeaderSearch })));

/** The header's search box (issue 24), loaded lazily; its place is kept while it loads. */
export function HeaderSearchSlot() {
  return (
    <Suspense fallback={<Box w={{ base: 160, sm: 260 }} h={36} aria-hidden />}>
      <HeaderSearch />
    </Suspense>
  );
}
