import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ANGGARAN_STATUSES } from '../../../../shared/keterbukaan/anggaran';
import {
  ANGGARAN_SEARCH_MAX,
  type AnggaranPageQuery,
} from '../../../../shared/keterbukaan/anggaran-list';
import type { AnggaranOverview } from '../../../../shared/keterbukaan/anggaran-overview';
import type { OpenDataFormat } from '../../backend/open-data';
import { OpenDataButtons } from '../../ui/open-data/OpenDataButtons';
import { ListSearchBox } from '../../ui/public-list/ListSearchBox';
import { ListFilterSelect } from '../../ui/public-list/ListFilterSelect';
import { SelectField } from '../../ui/forms/SelectField';

/** Typing pauses this long before the list follows the search. */
const SEARCH_DELAY_MS = 300;

const STATUS_OPTIONS = [
  { value: '', label: 'Semua Status' },
  ...ANGGARAN_STATUSES.map((status) => ({ value: status, label: status })),
];

/**
 * "Filter Data Anggaran": the search on the programme name, the year and organisation taken from
 * the data (the overview), the status; and the open-data download of what the filter matches.
 */
export function AnggaranFilters(props: {
  query: AnggaranPageQuery;
  overview: AnggaranOverview | undefined;
  onChange(next: Partial<AnggaranPageQuery>): void;
  download(format: OpenDataFormat): Promise<Blob>;
}) {
  const { query, overview, onChange } = props;
  const [typed, setTyped] = useState(query.q);
  useEffect(() => {
    if (typed === query.q) return undefined;
    const timer = setTimeout(() => onChange({ q: typed }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // `onChange` is remade each render; the typed text is what starts the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  // A year or organisation in the address that the data does not hold stays choosable.
  const years = [...new Set([...(overview?.tahun ?? []), ...(query.tahun ? [query.tahun] : [])])];
  const organisations = overview?.organisasi ?? [];
  const organisationOptions = [
    { value: '', label: 'Semua Organisasi' },
    ...organisations.map((org) => ({ value: org.id, label: org.nama })),
    ...(query.organisasiId && !organisations.some((org) => org.id === query.organisasiId)
      ? [{ value: query.organisasiId, label: 'Organisasi terpilih' }]
      : []),
  ];

  return (
    <Stack gap="md" component="section" aria-labelledby="filter-anggaran">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} id="filter-anggaran" size="h3">
          Filter Data Anggaran
        </Title>
        <OpenDataButtons
          fileName="transparansi-anggaran"
          subject="anggaran"
          download={props.download}
        />
      </Group>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <ListSearchBox
            label="Cari nama program"
            placeholder="Cari nama program..."
            value={typed}
            maxLength={ANGGARAN_SEARCH_MAX}
            onChange={setTyped}
          />
          <SelectField
            aria-label="Tahun"
            data={[
              { value: '0', label: 'Semua Tahun' },
              ...years.map((year) => ({ value: String(year), label: String(year) })),
            ]}
            value={String(query.tahun)}
            onChange={(event) => onChange({ tahun: Number(event.currentTarget.value) })}
          />
          <ListFilterSelect
            label="Organisasi"
            data={organisationOptions}
            value={query.organisasiId}
            onChange={(value) => onChange({ organisasiId: value })}
          />
          <SelectField
            aria-label="Status"
            data={STATUS_OPTIONS}
            value={query.status}
            onChange={(event) =>
              onChange({ status: event.currentTarget.value as AnggaranPageQuery['status'] })
            }
          />
        </SimpleGrid>
      </form>
    </Stack>
  );
}
