import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { PROKER_STATUSES, type ProkerStats } from '../../../../shared/keterbukaan/proker';
import { PROKER_STATUS_COLOURS } from '../proker/proker-format';

/**
 * Programmes per status as a ring (@mantine/charts). Its own chunk, loaded by Kelola Proker only,
 * so no other page downloads recharts.
 */
export default function ProkerStatusChart(props: { perStatus: ProkerStats['perStatus'] }) {
  const data = PROKER_STATUSES.map((status) => ({
    name: status,
    value: props.perStatus[status],
    color: `${PROKER_STATUS_COLOURS[status]}.6`,
  })).filter((slice) => slice.value > 0);
  return (
    <DonutChart
      data={data}
      size={150}
      thickness={22}
      withLabelsLine={false}
      withTooltip
      tooltipDataSource="segment"
      chartLabel={`${data.reduce((sum, slice) => sum + slice.value, 0)} proker`}
      // Hidden from assistive technology (the figures are listed as text beside it), so not
      // focusable either: recharts' keyboard layer would put a hidden element in the tab order.
      accessibilityLayer={false}
      pieProps={{ rootTabIndex: -1 }}
      aria-hidden
    />
  );
}
