import { describe, expect, it } from 'vitest';
import { paymentAutoTitle, shouldAutoFillTitle } from './title';

describe('payment description auto-fill', () => {
  it("builds 'To {to} from {from}'", () => {
    expect(paymentAutoTitle('Everyday', 'Rainy day')).toBe('To Rainy day from Everyday');
  });

  it('fills an empty description', () => {
    expect(shouldAutoFillTitle('')).toBe(true);
    expect(shouldAutoFillTitle('   ')).toBe(true);
    expect(shouldAutoFillTitle(undefined)).toBe(true);
  });

  it('refills a description that still follows the pattern', () => {
    expect(shouldAutoFillTitle('To Rainy day from Everyday')).toBe(true);
    expect(shouldAutoFillTitle('To Rainy day from Everyday', ['Everyday', 'Rainy day', 'Card'])).toBe(true);
  });

  it('keeps a description the user wrote', () => {
    expect(shouldAutoFillTitle('Rent for March')).toBe(false);
    expect(shouldAutoFillTitle('To Mum from Dad', ['Everyday', 'Rainy day'])).toBe(false);
    expect(shouldAutoFillTitle('To Rainy day from Everyday, for the trip', ['Everyday', 'Rainy day'])).toBe(false);
  });
});
