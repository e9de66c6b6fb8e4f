import { Anchor, Button, Center, Loader, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** What QueryState reads of a TanStack query result (a card fed by a parent's query passes the same shape). */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch?: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Shown while the first answer is on its way (skeletons, a loader; null for nothing). */
  loading: ReactNode;
  /** Shown when the query failed (or answered nothing): a string is the red alert line, anything else stands as given. */
  error: ReactNode;
  /** Shown instead of the content when `isEmpty(data)`: the empty text and its call to action. */
  empty?: ReactNode;
  /** Whether the data counts as empty; by default an array without items. */
  isEmpty?: (data: T) => boolean;
  /** A button under a string error that asks again (query.refetch). */
  retryLabel?: string;
  children: (data: T) => ReactNode;
}

const noItems = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The one switch of every list and card fed by a query: loading, the error (with an optional
 * retry), the empty state with its call to action, or the content. Each caller keeps its own texts.
 */
export function QueryState<T>({ query, loading, error, empty, isEmpty = noItems, retryLabel, children }: QueryStateProps<T>) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError || query.data === undefined) {
    if (typeof error !== 'string') return <>{error}</>;
    const { refetch } = query;
    return (
      <>
        <LoadError>{error}</LoadError>
        {retryLabel !== undefined && refetch && (
          <Button variant="light" size="xs" mt="xs" onClick={() => void refetch()}>
            {retryLabel}
          </Button>
        )}
      </>
    );
  }
  if (empty !== undefined && isEmpty(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

/** The red line of a load that failed ('Could not load your goals. Please try again.'); a page's own is in body size. */
export function LoadError({ size = 'sm', children }: { size?: 'sm' | 'page'; children: ReactNode }) {
  return (
    <Text size={size === 'sm' ? 'sm' : undefined} c="red" role="alert">
      {children}
    </Text>
  );
}

/** The usual loading placeholder of a list: `count` skeleton rows of `height` px, stacked (`busy` marks the stack aria-busy). */
export function SkeletonStack({ height, count = 2, gap = 'sm', radius, busy = false, label }: SkeletonStackProps) {
  return (
    <Stack gap={gap} aria-busy={busy ? 'true' : undefined} aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={height} radius={radius} />
      ))}
    </Stack>
  );
}

interface SkeletonStackProps {
  height: number;
  count?: number;
  gap?: 'xs' | 'sm';
  radius?: 'sm' | 'md';
  busy?: boolean;
  /** Its accessible name ('Loading transactions'). */
  label?: string;
}

/** A dimmed line: an empty list's text ('Your grocery list is empty.'), with an optional link after it, or a quiet loading line. */
export function DimmedText({ link, children }: { link?: { to: string; label: string }; children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
      {link && (
        <>
          {' '}
          <Anchor component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        </>
      )}
    </Text>
  );
}

/** A centred spinner with its dimmed text ('Loading schedules...'). */
export function LoadingText({ children }: { children: ReactNode }) {
  return (
    <Center py="xl">
      <Loader size="sm" aria-hidden />
      <Text c="dimmed" ml="sm">
        {children}
      </Text>
    </Center>
  );
}
