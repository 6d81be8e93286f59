import { NumberInput, type NumberInputProps } from '@mantine/core';
import { ANGGARAN_LIMITS } from '../../../../shared/keterbukaan/anggaran';
import { amountFromInput } from './realisasi-form';

export type RupiahInputProps = Omit<NumberInputProps, 'value' | 'onChange'> & {
  value: number;
  onChange(value: number): void;
  /** Shows 0 as an empty field (a new expense row, where 0 is not an amount yet). */
  blankZero?: boolean;
};

/**
 * A whole-Rupiah amount typed as it is read, "Rp 1.500.000": '.' groups the thousands (id-ID), no
 * decimals, no sign. The form receives a number (0 when the field is cleared).
 */
export function RupiahInput({ value, onChange, blankZero, ...props }: RupiahInputProps) {
  return (
    <NumberInput
      prefix="Rp "
      thousandSeparator="."
      decimalSeparator=","
      allowDecimal={false}
      allowNegative={false}
      max={ANGGARAN_LIMITS.amountMax}
      clampBehavior="none"
      hideControls
      inputMode="numeric"
      {...props}
      value={blankZero && value === 0 ? '' : value}
      onChange={(next) => onChange(amountFromInput(next))}
    />
  );
}
