import { Box, Text } from '@mantine/core';
import { formatPercent } from '../../../../shared/keterbukaan/rupiah';
import { barValue } from './anggaran-format';

const SIZE = 120;
const STROKE = 12;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * "Serapan Dana" as a ring: drawn here in a few lines of SVG rather than with Mantine's
 * RingProgress, whose section tooltips bring floating-ui (about 20 KB gzip) into the page's first
 * load. The figure is text in the middle; the ring is decoration (aria-hidden).
 */
export function SerapanRing(props: { percent: number }) {
  const filled = (barValue(props.percent) / 100) * CIRCUMFERENCE;
  return (
    <Box pos="relative" w={SIZE} h={SIZE}>
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden>
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          stroke="var(--mantine-color-gray-2)"
          strokeWidth={STROKE}
        />
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          stroke={
            props.percent > 100 ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-green-7)'
          }
          strokeWidth={STROKE}
          strokeLinecap="round"
          strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
          transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
        />
      </svg>
      <Text
        fw={700}
        size="lg"
        pos="absolute"
        inset={0}
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        {formatPercent(props.percent)}
      </Text>
    </Box>
  );
}
