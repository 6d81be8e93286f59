import { Text } from '@mantine/core';

/** One label and value of a booking's summary, inside a `<dl>`. */
export function DetailEntry(props: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {props.label}
      </Text>
      <Text component="dd" m={0} fw={600} style={{ overflowWrap: 'anywhere' }}>
        {props.value}
      </Text>
    </div>
  );
}
