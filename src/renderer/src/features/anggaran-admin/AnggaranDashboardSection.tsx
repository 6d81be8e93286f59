import { Alert, Center, Loader, Select, Stack } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { anggaranDashboard } from '../../../../shared/keterbukaan/anggaran-dashboard';
import {
  anggaranYears,
  type AnggaranRecord,
  type OrganisationNames,
} from '../../../../shared/keterbukaan/anggaran-list';
import { AnggaranDashboardPanel } from './AnggaranDashboardPanel';

// Its own chunk: recharts is downloaded when the dashboard is first opened, by no other page.
const AnggaranCharts = lazy(() => import('./AnggaranCharts'));

/** The dashboard of one year (the latest with programmes, first) or of all years. */
export function AnggaranDashboardSection(props: {
  records: readonly AnggaranRecord[] | undefined;
  error: Error | null | undefined;
  names: OrganisationNames;
}) {
  const years = useMemo(() => anggaranYears(props.records ?? []), [props.records]);
  const [chosen, setChosen] = useState<number | null>(null);
  const tahun = chosen ?? years[0] ?? 0;
  const dashboard = useMemo(
    () =>
      anggaranDashboard(
        (props.records ?? []).filter((record) => tahun === 0 || record.tahun === tahun),
        props.names,
      ),
    [props.records, props.names, tahun],
  );

  if (props.error) return <Alert color="red">{props.error.message}</Alert>;
  if (!props.records) {
    return (
      <Center py="xl">
        <Loader aria-label="Memuat dasbor anggaran" />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      <Select
        label="Tahun dasbor"
        allowDeselect={false}
        data={[
          { value: '0', label: 'Semua Tahun' },
          ...years.map((year) => ({ value: String(year), label: String(year) })),
        ]}
        value={String(tahun)}
        onChange={(value) => setChosen(Number(value ?? 0))}
        w={200}
      />
      <AnggaranDashboardPanel
        dashboard={dashboard}
        scope={tahun === 0 ? 'Semua Tahun' : `Tahun ${tahun}`}
        charts={
          <Suspense
            fallback={
              <Center py="lg">
                <Loader aria-label="Memuat grafik anggaran" />
              </Center>
            }
          >
            <AnggaranCharts
              perStatus={dashboard.perStatus}
              highest={dashboard.highest}
              lowest={dashboard.lowest}
            />
          </Suspense>
        }
      />
    </Stack>
  );
}
