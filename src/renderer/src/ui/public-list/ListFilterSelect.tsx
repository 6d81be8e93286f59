import { SelectField, type SelectOption } from '../forms/SelectField';

/** One filter of a public list: the browser's own select, named for screen readers. */
export function ListFilterSelect(props: {
  label: string;
  data: readonly SelectOption[];
  value: string;
  onChange(value: string): void;
}) {
  return (
    <SelectField
      aria-label={props.label}
      data={props.data}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
}
