import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import type { AnggaranStatus } from '../../../../shared/keterbukaan/anggaran';
import { formatRupiah } from '../../../../shared/keterbukaan/rupiah';
import { STATUS_COLORS } from './anggaran-format';

/**
 * The chart of "Distribusi Program Berdasarkan Status": its own chunk (recharts is large), loaded
 * only by this page, after hydration. The same figures are listed beside it as text.
 */
export default function StatusChart(props: { perStatus: [AnggaranStatus, number][] }) {
  return (
    <DonutChart
      size={180}
      thickness={28}
      withTooltip
      tooltipDataSource="segment"
      valueFormatter={formatRupiah}
      data={props.perStatus
        .filter(([, amount]) => amount > 0)
        .map(([status, amount]) => ({
          name: status,
          value: amount,
          color: `${STATUS_COLORS[status]}.6`,
        }))}
      aria-hidden
    />
  );
}
