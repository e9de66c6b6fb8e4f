import { describe, expect, it } from 'vitest';
import { bankTitle, MAX_BANK_DESCRIPTION_LENGTH } from './bank-line';

describe('bank descriptions as titles', () => {
  it('keeps a text within the limit as it is', () => {
    expect(bankTitle('WHOLE FOODS MARKET #10234 SAN FRANCISCO CA')).toEqual({ title: 'WHOLE FOODS MARKET #10234 SAN FRANCISCO CA' });
  });

  it('shortens a long one at a word boundary with an ellipsis, the full text kept', () => {
    const text =
      'SEPA-UEBERWEISUNG Stadtwerke Muenchen GmbH Abschlag Strom und Gas Vertragskonto 200012345678 Zeitraum 01.11.2026-30.11.2026 ' +
      'Kundennummer 4711-0815 Mandatsreferenz MREF-2026-000123456 Glaeubiger-ID DE12ZZZ00000123456 End-to-End-Ref NOTPROVIDED ' +
      'IBAN DE89370400440532013000 BIC COBADEFFXXX';
    const { title, fullText } = bankTitle(text);
    expect(text.length).toBeGreaterThan(255);
    expect(title.length).toBeLessThanOrEqual(255);
    expect(title.endsWith('…')).toBe(true);
    expect(text.startsWith(title.slice(0, -1))).toBe(true);
    expect(text[title.length - 1]).toBe(' '); // cut where a word ended
    expect(fullText).toBe(text);
  });

  it('cuts one endless word where it must, and bounds the full text', () => {
    const word = 'X'.repeat(MAX_BANK_DESCRIPTION_LENGTH + 10);
    const { title, fullText } = bankTitle(word);
    expect(title).toBe(`${'X'.repeat(254)}…`);
    expect(fullText).toHaveLength(MAX_BANK_DESCRIPTION_LENGTH);
  });
});
