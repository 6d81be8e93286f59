import { InputBase, type ElementProps, type InputBaseProps } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends InputBaseProps, ElementProps<'select', 'size' | 'children'> {
  data: readonly SelectOption[];
}

/**
 * The browser's own select in Mantine's input frame, as Mantine documents it (InputBase with
 * component="select"): it looks like NativeSelect without its Combobox code (about 1.5 KB gzip
 * on each public page with a choice), and a phone opens its own picker.
 */
export function SelectField(props: SelectFieldProps) {
  const { data, ...others } = props;
  return (
    <InputBase
      component="select"
      rightSection={<IconSelector size={16} stroke={1.5} aria-hidden />}
      rightSectionPointerEvents="none"
      {...others}
    >
      {data.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </InputBase>
  );
}
