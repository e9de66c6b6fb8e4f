import type { BodyWeightFields } from '../../body-weight/fields';
import type { RecordHistoryModel } from '../entries';
import { choiceValue, displayValues, type FieldDisplays, labelledFields, plainValue } from '../values';

/** Every body-weight field's label and display value (issue 27), in form order; the weight as entered ('72.4'). */
const bodyWeightFields = {
  date: { label: 'Date', value: plainValue },
  weight: { label: 'Weight', value: plainValue },
  unit: { label: 'Unit', value: choiceValue },
} satisfies FieldDisplays<BodyWeightFields>;

const show = (fields: Partial<BodyWeightFields>) => displayValues<BodyWeightFields>(bodyWeightFields, fields);

/** `body-weight-<id>`. */
export const bodyWeightHistory: RecordHistoryModel = {
  fields: labelledFields<BodyWeightFields>(bodyWeightFields),
  step(_id, event, before) {
    switch (event.type) {
      case 'BodyWeightLogged':
        return { label: 'Logged', fields: show(event.data) };
      case 'BodyWeightChanged':
        return { fields: { ...before, ...show(event.data) } };
      case 'BodyWeightDeleted':
        return { label: 'Deleted', fields: before };
      default:
        return undefined;
    }
  },
};
