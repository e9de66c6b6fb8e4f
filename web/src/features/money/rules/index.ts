/** Categorisation rules (issue 23): what other money parts use. */
export { RuleManager } from './RuleManager';
export { RuleForm, type RuleFormValues } from './RuleForm';
export { RuleAssist } from './RuleAssist';
export {
  ApplyRulesToImport,
  CategoriseLikeThis,
  DescriptionsForRules,
  ImportRuleHits,
  RowsForRules,
  payeePattern,
} from './ImportRuleTools';
export { ruleQueries } from './queries';
