import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DimmedText, QueryState, SkeletonStack, type QueryLike } from './QueryState';

const props = {
  loading: <p>Loading items</p>,
  error: 'Could not load your items. Please try again.',
  empty: <DimmedText link={{ to: '/items/new', label: 'Add an item' }}>No items yet.</DimmedText>,
  children: (items: string[]) => (
    <ul aria-label="Items">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  ),
};

const query = (state: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({
  data: undefined,
  isPending: false,
  isError: false,
  ...state,
});

describe('QueryState', () => {
  it('shows the loading state while the query is pending', () => {
    renderWithProviders(<QueryState query={query({ isPending: true })} {...props} />);
    expect(screen.getByText('Loading items')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a string error as an alert, without a retry button unless asked for', () => {
    renderWithProviders(<QueryState query={query({ isError: true })} {...props} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your items. Please try again.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the error when a refetch failed, even with earlier data', () => {
    renderWithProviders(<QueryState query={query({ isError: true, data: ['Milk'] })} {...props} />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Milk')).not.toBeInTheDocument();
  });

  it('asks again with the retry button', async () => {
    const refetch = vi.fn();
    renderWithProviders(<QueryState query={query({ isError: true, refetch })} {...props} retryLabel="Try again" />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('renders an element error as given', () => {
    renderWithProviders(<QueryState query={query({ isError: true })} {...props} error={<p>Custom failure</p>} />);
    expect(screen.getByText('Custom failure')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty state with its call to action for an empty list', () => {
    renderWithProviders(<QueryState query={query({ data: [] })} {...props} />);
    expect(screen.getByText(/No items yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add an item' })).toHaveAttribute('href', '/items/new');
  });

  it('lists the content, and an empty list without an empty state renders the content', () => {
    const { unmount } = renderWithProviders(<QueryState query={query({ data: ['Milk', 'Eggs'] })} {...props} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Milk', 'Eggs']);
    unmount();
    renderWithProviders(<QueryState query={query({ data: [] })} {...props} empty={undefined} />);
    expect(screen.getByRole('list', { name: 'Items' })).toBeEmptyDOMElement();
  });

  it('takes its own emptiness test for data that is not a list', () => {
    renderWithProviders(
      <QueryState
        query={{ data: { count: 0 }, isPending: false, isError: false }}
        loading={null}
        error="failed"
        empty="Nothing"
        isEmpty={(data) => data.count === 0}
      >
        {(data) => `Count ${data.count}`}
      </QueryState>,
    );
    expect(screen.getByText('Nothing')).toBeInTheDocument();
  });

  it('SkeletonStack stacks the asked number of skeletons', () => {
    const { container } = renderWithProviders(<SkeletonStack height={40} count={3} />);
    expect(container.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(3);
  });
});
