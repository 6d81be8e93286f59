import { SimpleGrid } from '@mantine/core';
import type { ComponentType } from 'react';
import { DateTextField } from '../../ui/dates/DateTextField';
import { ClockField } from './ClockField';
import type { fieldProps } from '../../ui/forms/form-helpers';

type TimeFieldName = 'tanggal' | 'waktuMulai' | 'waktuSelesai';

/** What the day's input gets besides the form's own props. */
type DayInputProps = {
  label: string;
  required: boolean;
  value: string;
  onChange(value: string): void;
};

/**
 * A booking's day and its start and end, every half hour of the opening hours (`times`): the
 * booking form, the holder's reschedule form and the managers' edit dialog. Public forms type the
 * day (DateTextField, its calendar loaded on first use); the managers' dialog passes the admin
 * pages' DateField as `dayInput` (imported there, so public pages never load it).
 */
export function BookingTimeFields(props: {
  values: Record<TimeFieldName, string>;
  /** The form's props for a field: `(name) => fieldProps(form, name)`. */
  field(name: TimeFieldName): ReturnType<typeof fieldProps>;
  times: readonly string[];
  startDescription?: string;
  dayInput?: ComponentType<DayInputProps>;
}) {
  const { values, field, times } = props;
  const Day = props.dayInput ?? DateTextField;
  return (
    <>
      <Day label="Tanggal" required {...field('tanggal')} value={values.tanggal} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <ClockField
          label="Waktu Mulai"
          description={props.startDescription}
          required
          choices={times}
          {...field('waktuMulai')}
          value={values.waktuMulai}
        />
        <ClockField
          label="Waktu Selesai"
          required
          choices={times}
          {...field('waktuSelesai')}
          value={values.waktuSelesai}
        />
      </SimpleGrid>
    </>
  );
}
