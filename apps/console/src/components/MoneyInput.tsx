import { NumberInput, type NumberInputProps } from '@mantine/core';
import { moneySeparators } from '../lib/money.ts';

export type MoneyInputProps = Omit<NumberInputProps, 'value' | 'onChange' | 'defaultValue' | 'onValueChange'> & {
  /** The plain amount ("1000000.5"; lib/money `inputMoney` of a server's "1000000.500"). */
  value?: string;
  /** The plain amount typed: digits and "." only, whatever the operator's separators; `serverMoney` gives the server's text. */
  onChange: (plain: string) => void;
};

/**
 * The console's one amount input: shows the amount as the operator reads it ("1.000.000" and
 * "0,001" in Vietnamese, "1,000,000" and "0.001" in English; lib/money `showMoney`) and takes it
 * typed the same way, at most three decimals. Its value is the typed digits as plain text, never a
 * float, so no milli-unit is lost or rounded. Fits `form.getInputProps(field)` of a string field.
 */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  const { group, decimal } = moneySeparators();
  return (
    <NumberInput
      hideControls
      withKeyboardEvents={false}
      allowNegative={false}
      decimalScale={3}
      thousandSeparator={group}
      decimalSeparator={decimal}
      allowedDecimalSeparators={[decimal]}
      valueIsNumericString
      trimLeadingZeroesOnBlur={false}
      {...props}
      value={value ?? ''}
      onValueChange={(payload, info) => {
        if (info.source === 'event') onChange(payload.value);
      }}
    />
  );
}
