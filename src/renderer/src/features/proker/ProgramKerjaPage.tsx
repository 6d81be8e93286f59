import {
  Container,
  Group,
  SimpleGrid,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import {
  PROKER_SEARCH_MAX,
  prokerQueryFromSearch,
  prokerSearchFromQuery,
} from '../../../../shared/keterbukaan/proker-address';
import type { ProkerPageQuery, ProkerRow } from '../../../../shared/keterbukaan/proker-list';
import { PROKER_STATUSES } from '../../../../shared/keterbukaan/proker-values';
import { LIVE_TOPICS } from '../../../../shared/live';
import { useBackend } from '../../backend/use-backend';
import { useLiveQuery } from '../../backend/use-live-query';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { SelectField, type SelectOption } from '../../ui/forms/SelectField';
import { LazyPart } from '../berkas/parts/LazyPart';
import { ListPager } from '../../ui/public-list/ListPager';
import { useHeldValue } from '../../lib/use-held-value';
import { OpenDataButtons } from '../../ui/public-list/OpenDataButtons';
import { useTypedSearch } from '../../ui/public-list/use-typed-search';
import { ProkerCardView } from './ProkerCardView';
import { prokerDetailPart } from './proker-detail-part';
import { useAddressSearch } from '../../lib/use-address-search';

const PATH = '/keterbukaan-informasi/program-kerja';

/** A select's choices: "Semua …" first, and the current value even when the data has none. */
function options(all: string, choices: readonly SelectOption[], current: string): SelectOption[] {
  const listed = current === '' || choices.some((choice) => choice.value === current);
  return [
    { value: '', label: all },
    ...choices,
    ...(listed ? [] : [{ value: current, label: current }]),
  ];
}

const STATUS_OPTIONS = PROKER_STATUSES.map((status) => ({ value: status, label: status }));

/**
 * Program Kerja /keterbukaan-informasi/program-kerja (ORIGINAL.md §2.2): the backend filters and
 * pages (six cards a page), the query lives in the address, a card opens the programme in full,
 * and the filtered list downloads as open data.
 */
export default function ProgramKerjaPage() {
  const [search, setSearch] = useAddressSearch();
  const query = prokerQueryFromSearch(search);
  const { value, error } = useLiveQuery(LIVE_TOPICS.prokerPage, query);
  const choices = useLiveQuery(LIVE_TOPICS.prokerChoices).value;
  const backend = useBackend();
  const page = useHeldValue(value);
  const [open, setOpen] = useState<ProkerRow | null>(null);

  const change = (next: Partial<ProkerPageQuery>) =>
    setSearch(
      (now) => prokerSearchFromQuery({ ...prokerQueryFromSearch(now), halaman: 1, ...next }),
      {
        replace: !next.halaman,
      },
    );
  const [typed, setTyped] = useTypedSearch(query.q, (q) => change({ q }));
  const pageLink = (halaman: number) => {
    const text = prokerSearchFromQuery({ ...query, halaman }).toString();
    return text ? `${PATH}?${text}` : PATH;
  };

  return (
    <Container size="lg" px={{ base: 'sm', xs: 'md' }} py={48}>
      <Title order={1} mb="xs">
        Arsip Program Kerja
      </Title>
      <Text c="dimmed" mb="xl" maw={720}>
        Program kerja kementerian BEM KM Poltek Nuklir: rencana, pelaksanaan, capaian dan
        evaluasinya.
      </Text>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" mb="sm">
          <TextInput
            aria-label="Cari program kerja"
            placeholder="Cari nama atau deskripsi..."
            leftSection={<IconSearch size={16} aria-hidden />}
            value={typed}
            maxLength={PROKER_SEARCH_MAX}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          <SelectField
            aria-label="Periode"
            data={options(
              'Semua Periode',
              (choices?.periode ?? []).map((periode) => ({ value: periode, label: periode })),
              query.periode,
            )}
            value={query.periode}
            onChange={(event) => change({ periode: event.currentTarget.value })}
          />
          <SelectField
            aria-label="Kementerian"
            data={options(
              'Semua Kementerian',
              (choices?.kementerian ?? []).map((k) => ({ value: k.id, label: k.nama })),
              query.kementerianId,
            )}
            value={query.kementerianId}
            onChange={(event) => change({ kementerianId: event.currentTarget.value })}
          />
          <SelectField
            aria-label="Status"
            data={options('Semua Status', STATUS_OPTIONS, '')}
            value={query.status}
            onChange={(event) =>
              change({ status: event.currentTarget.value as ProkerPageQuery['status'] })
            }
          />
        </SimpleGrid>
      </form>
      <Group justify="flex-end" mb="lg">
        <OpenDataButtons
          fileName="program-kerja"
          download={async (format) => (await backend).proker.download(query, format)}
        />
      </Group>

      <AsyncContent
        value={page}
        error={error}
        errorTitle="Program kerja tidak dapat dimuat"
        loadingLabel="Memuat program kerja..."
        empty="Tidak ada program kerja yang ditemukan."
        isEmpty={(loaded) => loaded.items.length === 0}
        refreshing={!value}
      >
        {(loaded) => (
          <>
            <VisuallyHidden aria-live="polite">{`${loaded.total} program kerja ditemukan.`}</VisuallyHidden>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {loaded.items.map((proker) => (
                <ProkerCardView
                  key={proker.id}
                  proker={proker}
                  onOpen={() => setOpen(proker)}
                  onIntent={prokerDetailPart.preload}
                />
              ))}
            </SimpleGrid>
          </>
        )}
      </AsyncContent>

      <ListPager
        page={page}
        halaman={query.halaman}
        linkTo={pageLink}
        label="Halaman program kerja"
      />
      {open && (
        <LazyPart part={prokerDetailPart} props={{ proker: open, onClose: () => setOpen(null) }} />
      )}
    </Container>
  );
}
