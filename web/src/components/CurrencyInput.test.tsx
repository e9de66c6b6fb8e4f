import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { formatAmountText, keepAmountCharacters, toRawAmountText } from './currency-text';
import { CurrencyInput } from './CurrencyInput';

describe('currency text rules', () => {
  it('keeps only digits, dot and minus', () => {
    expect(keepAmountCharacters('$1,2a3.4-5 ')).toBe('123.4-5');
  });

  it('formats with thousands separators and two decimals', () => {
    expect(formatAmountText('1234.5')).toBe('1,234.50');
    expect(formatAmountText('1234567')).toBe('1,234,567.00');
    expect(formatAmountText('-5')).toBe('-5.00');
    expect(formatAmountText('.5')).toBe('0.50');
    expect(formatAmountText('0.1')).toBe('0.10');
    expect(formatAmountText('')).toBe('');
  });

  it('leaves text that is not an amount as typed (validation explains it)', () => {
    expect(formatAmountText('1.2.3')).toBe('1.2.3');
    expect(formatAmountText('1.234')).toBe('1.234');
    expect(formatAmountText('-')).toBe('-');
  });

  it('shows the raw number for editing', () => {
    expect(toRawAmountText('1,234,567.50')).toBe('1234567.50');
  });
});

function Harness({ initial = '', onChange = () => undefined }: { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <CurrencyInput
      label="Amount"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('CurrencyInput', () => {
  it('drops characters other than digits, dot and minus while typing', () => {
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Amount');
    fireEvent.change(input, { target: { value: '12a3x4.5' } });
    expect(input).toHaveValue('1234.5');
  });

  it('formats on blur and shows the raw number on focus', () => {
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Amount');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '1234.5' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('1,234.50');
    fireEvent.focus(input);
    expect(input).toHaveValue('1234.50');
  });

  it('formats on Enter', () => {
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Amount');
    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveValue('99.00');
  });

  it('does not report a change when focusing or leaving an empty field', () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Amount');
    fireEvent.focus(input);
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
  });
});
