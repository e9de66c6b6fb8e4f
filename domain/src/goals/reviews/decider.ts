/**
 * Weekly review reflections (beyond SPEC): one aggregate per user and week, stream
 * `goal-review-<userId>-<weekStart>`, so saving twice in a week replaces that week's text and
 * weeks never contend. The week is the caller's current one unless the body names an earlier week's first day (issue 26: the user's setting).
 */
import type { Command } from '../../core/commands';
import { assertNever, type Decider } from '../../core/decider';
import { NotFoundError, ValidationError } from '../../core/errors';
import type { GoalReviewCommand } from './commands';
import { goalReviewMessages } from './constants';
import type { GoalReviewEvent } from './events';
import { goalReviewStreamId, type GoalReviewState } from './state';
import { isWeekStart, type WeekDay } from '../../shared/weeks';
import { weekStartOf } from './week';

/** The first day of the week a review command is about: the body's, else the caller's current week (their first day). */
export function reviewedWeek(
  command: Pick<Command<string, { weekStart: string | null; weekStartsOn?: WeekDay }>, 'data' | 'metadata'>,
): string {
  return command.data.weekStart ?? weekStartOf(command.metadata.today, command.data.weekStartsOn);
}

/** The stream a review command writes. */
export function goalReviewStreamOf(command: GoalReviewCommand): string {
  return goalReviewStreamId(command.metadata.userId, reviewedWeek(command));
}

export const goalReviewDecider: Decider<GoalReviewState, GoalReviewCommand, GoalReviewEvent> = {
  initialState: () => ({ userId: null, reflection: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'GoalReviewSaved':
        return { userId: event.data.userId, reflection: event.data.reflection };
      default:
        return assertNever(event.type);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SaveGoalReview': {
        const { userId, today } = command.metadata;
        if (state.userId !== null && state.userId !== userId) throw new NotFoundError();
        const weekStart = reviewedWeek(command);
        const { weekStartsOn } = command.data;
        if (!isWeekStart(weekStart, weekStartsOn)) throw ValidationError.of('weekStart', goalReviewMessages.weekStartNotFirstDay);
        if (weekStart > weekStartOf(today, weekStartsOn)) throw ValidationError.of('weekStart', goalReviewMessages.weekInFuture);
        if (state.reflection === command.data.reflection) return [];
        return [{ type: 'GoalReviewSaved', data: { userId, weekStart, reflection: command.data.reflection } }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
