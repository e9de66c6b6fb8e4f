import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchGroups, searchText } from './options';
import { searchQueries } from './queries';
import type { DialogRecord } from './SearchRecordDialog';

const SearchRecordDialog = lazy(() => import('./SearchRecordDialog'));

/** Typing pauses this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 200;

/**
 * The header's search box (issue 24): finds the user's transactions, accounts, categories,
 * recurring transactions, goals, workouts, meals and grocery items, grouped by area. Arrow keys
 * move through the results, Enter opens one (its edit dialog, or its page), Esc closes the list.
 */
export function HeaderSearch() {
  const [input, setInput] = useState('');
  const [debounced] = useDebouncedValue(searchText(input), SEARCH_DEBOUNCE_MS);
  const [dialog, setDialog] = useState<DialogRecord | null>(null);
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const search = useQuery({ ...searchQueries.results(debounced), enabled: debounced !== '' });
  const results = debounced !== '' ? search.data : undefined;
  const groups = useMemo(() => (results ? searchGroups(results) : []), [results]);
  const pending = searchText(input) !== debounced || search.isFetching;

  const open = (value: string) => {
    const option = groups.flatMap((group) => group.options).find((candidate) => candidate.value === value);
    if (!option || !results) return;
    // Opening a record ends this search: the box is empty for the next one.
    combobox.closeDropdown();
    setInput('');
    if (option.href) {
      void navigate(option.href);
    } else if (option.area === 'transactions') {
      const hit = results.transactions.find(({ transaction }) => transaction.id === option.id);
      if (hit) setDialog({ area: 'transactions', transaction: hit.transaction });
    } else if (option.area === 'categories' || option.area === 'recurring') {
      setDialog({ area: option.area, id: option.id });
    }
  };

  return (
    <>
      <Combobox store={combobox} onOptionSubmit={open} width={420} position="bottom-end" shadow="md">
        <Combobox.Target>
          <TextInput
            value={input}
            onChange={(event) => {
              setInput(event.currentTarget.value);
              combobox.openDropdown();
              combobox.resetSelectedOption();
            }}
            onFocus={() => input.trim() !== '' && combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            placeholder="Search everything"
            aria-label="Search everything"
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={pending && debounced !== '' ? <Loader size={14} /> : null}
            w={{ base: 160, sm: 260 }}
            size="sm"
            data-testid="header-search"
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={searchText(input) === ''} data-testid="header-search-results">
          <Combobox.Options mah={420} style={{ overflowY: 'auto' }}>
            {groups.map((group) => (
              <Combobox.Group key={group.area} label={group.label}>
                {group.options.map((option) => (
                  <Combobox.Option key={option.value} value={option.value} data-area={option.area}>
                    <Group gap={2} wrap="nowrap" style={{ flexDirection: 'column', alignItems: 'flex-start' }}>
                      <Text size="sm" fw={500} lineClamp={1}>
                        {option.label}
                      </Text>
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {option.detail}
                      </Text>
                    </Group>
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            ))}
            {groups.length === 0 && (
              <Combobox.Empty>{search.isError ? 'Search failed; try again' : pending ? 'Searching…' : 'No matches'}</Combobox.Empty>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {dialog && (
        <Suspense fallback={null}>
          <SearchRecordDialog record={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </>
  );
}
