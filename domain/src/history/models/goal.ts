import type { GoalFields } from '../../goals/fields';
import type { RecordHistoryModel } from '../entries';
import { choiceValue, displayValues, type FieldDisplays, labelledFields, textValue } from '../values';

/** Every goal field's label and display value, in form order. */
const goalFields = {
  title: { label: 'Title', value: textValue },
  description: { label: 'Description', value: textValue },
  category: { label: 'Category', value: textValue },
  priority: { label: 'Priority', value: choiceValue },
  dueDate: { label: 'Due date', value: textValue },
  progress: { label: 'Progress', value: (progress: number) => `${progress}%` },
  status: { label: 'Status', value: choiceValue },
} satisfies FieldDisplays<GoalFields>;

const show = (fields: Partial<GoalFields>) => displayValues<GoalFields>(goalFields, fields);

/** `goal-<id>`. */
export const goalHistory: RecordHistoryModel = {
  fields: labelledFields<GoalFields>(goalFields),
  step(_id, event, before) {
    switch (event.type) {
      case 'GoalCreated':
        return { label: 'Created', fields: show(event.data) };
      case 'GoalDetailsChanged':
      case 'GoalProgressChanged':
        return { fields: { ...before, ...show(event.data) } };
      case 'GoalPaused':
        return { label: 'Moved to the backlog', fields: { ...before, ...show({ status: 'paused' }) } };
      case 'GoalResumed':
        return { label: 'Resumed', fields: { ...before, ...show({ status: 'active' }) } };
      case 'GoalDeleted':
        return { label: 'Deleted', fields: before };
      default:
        return undefined;
    }
  },
};
