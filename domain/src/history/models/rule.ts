import type { RuleFields } from '../../rules/fields';
import type { RecordHistoryModel } from '../entries';
import { choiceValue, displayValues, type FieldDisplays, labelledFields, moneyValue, plainValue, textValue } from '../values';

/** Every rule field's label and display value, in form order (account and category ids stay ids, with `ref` for the web to name). */
const ruleFields = {
  name: { label: 'Name', value: textValue },
  matchKind: { label: 'Match', value: choiceValue },
  pattern: { label: 'Pattern', value: textValue },
  accountId: { label: 'Account', value: plainValue, ref: 'account' },
  minAmountCents: { label: 'Minimum amount', value: moneyValue, field: 'minAmount', format: 'money' },
  maxAmountCents: { label: 'Maximum amount', value: moneyValue, field: 'maxAmount', format: 'money' },
  categoryId: { label: 'Category', value: plainValue, ref: 'categories' },
  renameTo: { label: 'New title', value: textValue },
  transferAccountId: { label: 'Transfer to', value: plainValue, ref: 'account' },
} satisfies FieldDisplays<RuleFields>;

/** A rule's events inside the user's rule list (`rules-<userId>`), picked by ruleId. */
export const ruleHistory: RecordHistoryModel = {
  sharedStream: true,
  fields: labelledFields<RuleFields>(ruleFields),
  step(id, event, before) {
    switch (event.type) {
      case 'RuleCreated':
        return event.data.ruleId === id ? { label: 'Created', fields: displayValues<RuleFields>(ruleFields, event.data) } : undefined;
      case 'RuleUpdated':
        return event.data.ruleId === id ? { fields: displayValues<RuleFields>(ruleFields, event.data) } : undefined;
      case 'RuleDeleted':
        return event.data.ruleId === id ? { label: 'Deleted', fields: before } : undefined;
      default:
        return undefined;
    }
  },
};
