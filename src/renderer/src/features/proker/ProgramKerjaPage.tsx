import { Container, Group, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import {
  ministryChoices,
  ministryName,
  PROKER_SEARCH_MAX,
  prokerList,
  type ProkerRow,
} from '../../../../shared/keterbukaan/proker-list';
import { PROKER_STATUSES } from '../../../../shared/keterbukaan/proker-values';
import { usePublicListChoices } from '../../backend/use-public-list-choices';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { ListSearchBox } from '../../ui/public-list/ListSearchBox';
import { ListFilterSelect } from '../../ui/public-list/ListFilterSelect';
import { SelectField, type SelectOption } from '../../ui/forms/SelectField';
import { ListPager } from '../../ui/public-list/ListPager';
import { OpenDataButtons } from '../../ui/open-data/OpenDataButtons';
import { usePublicList } from '../../ui/public-list/use-public-list';
import { LazyPart } from '../berkas/parts/LazyPart';
import { ProkerCardView } from './ProkerCardView';
import { prokerDetailPart } from './proker-detail-part';
import { useMinistryNames } from './use-ministry-names';

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
 * and the filtered list downloads as open data. Ministries are named from Struktur.
 */
export default function ProgramKerjaPage() {
  const list = usePublicList(prokerList, PATH);
  const { query, change } = list;
  const choices = usePublicListChoices(prokerList).value;
  const ministries = useMinistryNames();
  const names = ministries.names;
  const [open, setOpen] = useState<ProkerRow | null>(null);
  // The choices come in code-unit order: the newest period first here.
  const periods = [...(choices?.periode ?? [])].reverse();
  const kementerian = names ? ministryChoices(choices?.kementerian ?? [], names) : [];

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
          <ListSearchBox
            label="Cari program kerja"
            placeholder="Cari nama atau deskripsi..."
            value={list.typed}
            maxLength={PROKER_SEARCH_MAX}
            onChange={list.setTyped}
          />
          <SelectField
            aria-label="Periode"
            data={options(
              'Semua Periode',
              periods.map((periode) => ({ value: periode, label: periode })),
              query.periode,
            )}
            value={query.periode}
            onChange={(event) => change({ periode: event.currentTarget.value })}
          />
          <SelectField
            aria-label="Kementerian"
            data={options(
              'Semua Kementerian',
              kementerian.map((k) => ({ value: k.id, label: k.nama })),
              query.kementerian,
            )}
            value={query.kementerian}
            onChange={(event) => change({ kementerian: event.currentTarget.value })}
          />
          <ListFilterSelect
            label="Status"
            data={options('Semua Status', STATUS_OPTIONS, '')}
            value={query.status}
            onChange={(value) => change({ status: value })}
          />
        </SimpleGrid>
      </form>
      <Group justify="flex-end" mb="lg">
        <OpenDataButtons
          fileName="program-kerja"
          subject="program kerja"
          download={list.download}
        />
      </Group>

      <AsyncContent
        // The cards name their ministries: shown once Struktur's names are there too.
        value={names && list.page}
        error={list.error ?? ministries.error}
        errorTitle="Program kerja tidak dapat dimuat"
        loadingLabel="Memuat program kerja..."
        empty="Tidak ada program kerja yang ditemukan."
        isEmpty={(loaded) => loaded.items.length === 0}
        refreshing={list.refreshing}
      >
        {(loaded) => (
          <>
            <VisuallyHidden aria-live="polite">{`${loaded.total} program kerja ditemukan.`}</VisuallyHidden>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {loaded.items.map((proker) => (
                <ProkerCardView
                  key={proker.id}
                  proker={proker}
                  kementerian={ministryName(names ?? new Map(), proker.kementerianId)}
                  onOpen={() => setOpen(proker)}
                  onIntent={prokerDetailPart.preload}
                />
              ))}
            </SimpleGrid>
          </>
        )}
      </AsyncContent>

      <ListPager
        page={list.page}
        halaman={query.halaman}
        linkTo={list.pageLink}
        label="Halaman program kerja"
      />
      {open && (
        <LazyPart
          part={prokerDetailPart}
          props={{
            proker: open,
            kementerian: ministryName(names ?? new Map(), open.kementerianId),
            onClose: () => setOpen(null),
          }}
        />
      )}
    </Container>
  );
}
