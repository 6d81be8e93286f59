import type { DatesProviderSettings } from '@mantine/dates';

/** Indonesian month and day names, weeks from Monday (the calendar of Yogyakarta). */
export const DATES_SETTINGS: DatesProviderSettings = {
  locale: 'id',
  firstDayOfWeek: 1,
  weekendDays: [0],
};
