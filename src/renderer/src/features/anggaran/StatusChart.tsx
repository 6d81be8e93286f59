import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import type { AnggaranStatus } from '../../../../shared/keterbukaan/anggaran';
import { STATUS_COLORS } from './anggaran-format';

/**
 * The chart of "Distribusi Program Berdasarkan Status": its own chunk (recharts is large), loaded
 * only by this page, once its place is on screen. The same figures are listed beside it as text.
 */
export default function StatusChart(props: { perStatus: [AnggaranStatus, number][] }) {
  return (
    <DonutChart
      size={180}
      thickness={28}
      // Decoration (inert where it is shown): the figures are listed beside it as text.
      withTooltip={false}
      accessibilityLayer={false}
      data={props.perStatus
        .filter(([, amount]) => amount > 0)
        .map(([status, amount]) => ({
          name: status,
          value: amount,
          color: `${STATUS_COLORS[status]}.6`,
        }))}
    />
  );
}
