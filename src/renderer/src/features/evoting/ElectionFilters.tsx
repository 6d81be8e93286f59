import { SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { PublicElectionQuery } from '../../backend/evoting-api';
import { SelectField } from '../../ui/forms/SelectField';
import { ELECTION_SEARCH_MAX, ELECTION_STATUS_FILTERS } from './election-address';

/** Typing pauses this long before the list follows the search. */
const SEARCH_DELAY_MS = 300;

/** /pemilihan's search (name or organiser) and status select (ORIGINAL.md §3.1). */
export function ElectionFilters(props: {
  query: PublicElectionQuery;
  onChange(next: Partial<PublicElectionQuery>): void;
}) {
  const { query, onChange } = props;
  const [typed, setTyped] = useState(query.q);
  useEffect(() => {
    if (typed.trim() === query.q) return undefined;
    const timer = setTimeout(() => onChange({ q: typed }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // `onChange` is remade each render; the typed text is what starts the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  return (
    <form role="search" onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mb="lg">
        <TextInput
          aria-label="Cari nama pemilihan atau ormawa"
          placeholder="Cari nama pemilihan atau ormawa..."
          leftSection={<IconSearch size={16} aria-hidden />}
          value={typed}
          maxLength={ELECTION_SEARCH_MAX}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <SelectField
          aria-label="Status pemilihan"
          data={ELECTION_STATUS_FILTERS}
          value={query.status}
          onChange={(event) =>
            onChange({ status: event.currentTarget.value as PublicElectionQuery['status'] })
          }
        />
      </SimpleGrid>
    </form>
  );
}
