import { Box } from '@mantine/core';
import { HeadedPanel } from '../../ui/HeadedPanel';
import { lazy, Suspense } from 'react';
import { useSeen } from '../../lib/use-seen';
import type { ResultRow } from '../evoting/result-rows';
import classes from './ResultsBreakdown.module.css';

// @mantine/charts and recharts: downloaded by this page alone, once the chart's place is seen.
const ResultsChart = lazy(() => import('./ResultsChart'));

/** "Perolehan Suara": the counts and shares per candidate and abstain, as a table and a chart. */
export function ResultsBreakdown(props: { rows: readonly ResultRow[]; total: number }) {
  const [chartSeen, setChartBox] = useSeen();
  return (
    <HeadedPanel id="perolehan-suara" title="Perolehan Suara" p="md" gap="md">
      <table className={classes.table} aria-labelledby="perolehan-suara">
        <thead>
          <tr>
            <th scope="col">No. Urut</th>
            <th scope="col">Pilihan</th>
            <th scope="col" className={classes.number}>
              Suara
            </th>
            <th scope="col" className={classes.number}>
              Persentase
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.key}>
              <td>{row.nomor ?? '–'}</td>
              <td>{row.nama}</td>
              <td className={classes.number}>
                <strong>{row.suara.toLocaleString('id-ID')}</strong>
              </td>
              <td className={classes.number}>{row.persen}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total Suara Masuk
            </th>
            <td className={classes.number}>{props.total.toLocaleString('id-ID')}</td>
            <td className={classes.number}>{props.total > 0 ? '100%' : '0%'}</td>
          </tr>
        </tfoot>
      </table>
      <Box ref={setChartBox} mih={120}>
        {chartSeen && props.total > 0 && (
          // Decoration: the figures are the table above. `inert` keeps the chart's own parts
          // from keyboard and screen reader alike.
          <div inert>
            <Suspense fallback={null}>
              <ResultsChart rows={props.rows} />
            </Suspense>
          </div>
        )}
      </Box>
    </HeadedPanel>
  );
}
