import { TextInput, type MantineSpacing, type StyleProp } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/**
 * A public list's search box: named for screen readers by what it searches, bounded as the
 * backend bounds the query, following typing (the page decides when the list follows it).
 */
export function ListSearchBox(props: {
  label: string;
  placeholder: string;
  value: string;
  maxLength: number;
  onChange(value: string): void;
  mb?: StyleProp<MantineSpacing>;
}) {
  return (
    <TextInput
      aria-label={props.label}
      placeholder={props.placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={props.value}
      maxLength={props.maxLength}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      mb={props.mb}
    />
  );
}
