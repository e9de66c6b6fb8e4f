import { TextInput, type TextInputProps } from '@mantine/core';
import type { FocusEvent, KeyboardEvent } from 'react';
import { formatAmountText, keepAmountCharacters, toRawAmountText } from './currency-text';

export interface CurrencyInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/** A USD amount field: raw number while focused, '1,234.50' otherwise (see currency-text.ts). */
export function CurrencyInput({ value, onChange, onFocus, onBlur, onKeyDown, ...props }: CurrencyInputProps) {
  // Only report real changes: focusing an empty field must not count as editing it.
  const change = (next: string) => {
    if (next !== value) onChange(next);
  };
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      leftSection="$"
      {...props}
      value={value}
      onChange={(event) => change(keepAmountCharacters(event.currentTarget.value))}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        change(toRawAmountText(value));
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        change(formatAmountText(value));
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') change(formatAmountText(value));
        onKeyDown?.(event);
      }}
    />
  );
}
