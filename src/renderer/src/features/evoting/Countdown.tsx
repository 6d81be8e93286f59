import { Text } from '@mantine/core';
import { useNow } from '../../lib/use-now';
import { countdownText, type CountdownTarget } from './election-format';

/**
 * "Sisa Waktu: …" / "Dimulai Dalam: …", ticking each second in the browser. The text is not a
 * live region: a screen reader would otherwise read it every second.
 */
export function Countdown(props: { target: CountdownTarget | null }) {
  const { target } = props;
  const now = useNow(1_000, target !== null);
  if (!target || now === null) return null;
  const text = countdownText(target.until - now);
  if (!text) return null;
  return (
    <Text size="sm" fw={600}>
      {target.label} <span style={{ fontVariantNumeric: 'tabular-nums' }}>{text}</span>
    </Text>
  );
}
