import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { MONTHS_ID } from '../../../../shared/calendar-names';

/** "2025-09" as a bar's label: "Sep 2025". */
const monthLabel = (bulan: string) => {
  const [year, month] = bulan.split('-');
  return `${MONTHS_ID[Number(month) - 1]?.slice(0, 3) ?? month} ${year}`;
};

/**
 * Meetings per month as bars (@mantine/charts). Its own chunk, loaded by Kelola Risalah only, so
 * no other page downloads recharts.
 */
export default function RisalahMonthChart(props: {
  perMonth: { bulan: string; jumlah: number }[];
}) {
  return (
    <BarChart
      h={220}
      data={props.perMonth.map((month) => ({
        bulan: monthLabel(month.bulan),
        Rapat: month.jumlah,
      }))}
      dataKey="bulan"
      series={[{ name: 'Rapat', color: 'blue.6' }]}
      tickLine="y"
      yAxisProps={{ allowDecimals: false }}
      // Hidden from assistive technology (the figures are listed as text beside it), so not
      // focusable either: recharts' keyboard layer would put a hidden element in the tab order.
      accessibilityLayer={false}
      aria-hidden
    />
  );
}
