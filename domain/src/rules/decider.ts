/**
 * Categorisation rules (issue 23): one aggregate per user, stream `rules-<userId>`, holding all of
 * the user's rules in the order they are tried (first match wins, see apply.ts): creation order until
 * the user moves a rule up or down. Delete is soft; a deleted rule may be restored, in its old place. Commands carry parsed fields (schemas.ts):
 * `decide` checks existence, ownership and the per-user count.
 */
import { assertNever, type Decider } from '../core/decider';
import { ConflictError, NotFoundError } from '../core/errors';
import { fieldsDiffer } from '../shared/aggregate-fields';
import type { RuleCommand } from './commands';
import { MAX_RULES_PER_USER, ruleMessages } from './constants';
import type { RuleEvent } from './events';
import { RULE_FIELD_KEYS } from './fields';
import { findLiveRule, type RuleListState } from './state';

function liveCount(state: RuleListState): number {
  return Object.values(state.rules).filter((rule) => !rule.deleted).length;
}

export const ruleListDecider: Decider<RuleListState, RuleCommand, RuleEvent> = {
  initialState: () => ({ userId: null, rules: {}, order: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'RuleCreated': {
        const { userId, ...record } = event.data;
        const order = state.order.includes(record.ruleId) ? state.order : [...state.order, record.ruleId];
        return { userId, rules: { ...state.rules, [record.ruleId]: { ...record, deleted: false } }, order };
      }
      case 'RuleUpdated': {
        const previous = state.rules[event.data.ruleId];
        if (!previous) return state;
        return { ...state, rules: { ...state.rules, [previous.ruleId]: { ...previous, ...event.data } } };
      }
      case 'RuleDeleted': {
        const previous = state.rules[event.data.ruleId];
        if (!previous) return state;
        return { ...state, rules: { ...state.rules, [previous.ruleId]: { ...previous, deleted: true } } };
      }
      case 'RulesReordered': {
        // Ids the event does not name (none, as decided) keep their relative order after it.
        const named = new Set(event.data.ruleIds);
        return { ...state, order: [...event.data.ruleIds, ...state.order.filter((id) => !named.has(id))] };
      }
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    if (state.userId !== null && state.userId !== command.metadata.userId) throw new NotFoundError(ruleMessages.notFound);
    switch (command.type) {
      case 'CreateRule': {
        const { ruleId, draft } = command.data;
        if (state.rules[ruleId]) throw new ConflictError(ruleMessages.alreadyExists);
        if (liveCount(state) >= MAX_RULES_PER_USER) throw new ConflictError(ruleMessages.tooMany);
        return [{ type: 'RuleCreated', data: { ruleId, ...draft, userId: command.metadata.userId } }];
      }
      case 'UpdateRule': {
        const { ruleId, draft } = command.data;
        const record = findLiveRule(state, ruleId);
        if (!record) throw new NotFoundError(ruleMessages.notFound);
        if (!fieldsDiffer(RULE_FIELD_KEYS, record, draft)) return [];
        return [{ type: 'RuleUpdated', data: { ruleId, ...draft } }];
      }
      case 'RestoreRule': {
        const { ruleId } = command.data;
        const record = state.rules[ruleId];
        if (!record) throw new NotFoundError(ruleMessages.notFound);
        if (!record.deleted) throw new ConflictError(ruleMessages.notDeleted);
        if (liveCount(state) >= MAX_RULES_PER_USER) throw new ConflictError(ruleMessages.tooMany);
        const { deleted: _deleted, ...fields } = record;
        return [{ type: 'RuleCreated', data: { ...fields, userId: command.metadata.userId } }];
      }
      case 'MoveRule': {
        const { ruleId, direction } = command.data;
        if (!findLiveRule(state, ruleId)) throw new NotFoundError(ruleMessages.notFound);
        const at = state.order.indexOf(ruleId);
        const step = direction === 'up' ? -1 : 1;
        let other = at + step;
        while (other >= 0 && other < state.order.length && !findLiveRule(state, state.order[other]!)) other += step;
        if (other < 0 || other >= state.order.length) {
          throw new ConflictError(direction === 'up' ? ruleMessages.cannotMoveUp : ruleMessages.cannotMoveDown);
        }
        const ruleIds = [...state.order];
        ruleIds[at] = ruleIds[other]!;
        ruleIds[other] = ruleId;
        return [{ type: 'RulesReordered', data: { ruleIds } }];
      }
      case 'DeleteRule': {
        const { ruleId } = command.data;
        if (!findLiveRule(state, ruleId)) throw new NotFoundError(ruleMessages.notFound);
        return [{ type: 'RuleDeleted', data: { ruleId } }];
      }
      default:
        return assertNever(command);
    }
  },
};
