import type { GoalDetailsChangedEvent } from '../../goals/events';
import type { FieldValues, RecordHistoryModel } from '../entries';
import { choiceValue, textValue } from '../values';

function detailsOf(data: GoalDetailsChangedEvent['data']): FieldValues {
  return {
    title: textValue(data.title),
    description: textValue(data.description),
    category: textValue(data.category),
    priority: choiceValue(data.priority),
    dueDate: textValue(data.dueDate),
  };
}

const percent = (progress: number) => `${progress}%`;

/** `goal-<id>`. */
export const goalHistory: RecordHistoryModel = {
  fields: [
    { field: 'title', label: 'Title' },
    { field: 'description', label: 'Description' },
    { field: 'category', label: 'Category' },
    { field: 'priority', label: 'Priority' },
    { field: 'dueDate', label: 'Due date' },
    { field: 'progress', label: 'Progress' },
    { field: 'status', label: 'Status' },
  ],
  step(_id, event, before) {
    switch (event.type) {
      case 'GoalCreated':
        return {
          label: 'Created',
          fields: { ...detailsOf(event.data), progress: percent(event.data.progress), status: choiceValue(event.data.status) },
        };
      case 'GoalDetailsChanged':
        return { fields: { ...before, ...detailsOf(event.data) } };
      case 'GoalProgressChanged':
        return { fields: { ...before, progress: percent(event.data.progress), status: choiceValue(event.data.status) } };
      case 'GoalPaused':
        return { label: 'Moved to the backlog', fields: { ...before, status: choiceValue('paused') } };
      case 'GoalResumed':
        return { label: 'Resumed', fields: { ...before, status: choiceValue('active') } };
      case 'GoalDeleted':
        return { label: 'Deleted', fields: before };
      default:
        return undefined;
    }
  },
};
