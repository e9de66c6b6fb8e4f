import type { PayeeMemoryJson, RuleApplyJson, RuleJson } from '@life/domain/rules/api';
import type { RuleInput } from '@life/domain/rules/schemas';

/** A categorisation rule as GET /api/rules returns it (issue 23). */
export type Rule = RuleJson;

/** POST /api/rules and PUT /api/rules/{id}: the whole rule, the domain's body shape. */
export type RuleBody = RuleInput;

export type RuleApplyResult = RuleApplyJson;
export type PayeeMemory = PayeeMemoryJson;
