import { controlCharactersMessage } from './text';

/** A free text's limits and the messages for breaking them: what textProblem checks. */
export interface TextRule {
  maxLength: number;
  tooLong: string;
  controlCharacters: string;
  /** Tab and line breaks allowed (descriptions). */
  multiline?: boolean;
}

/**
 * The rule of a text field shown as `label` ('Description'), written once with its messages:
 * '{label} must be {maxLength} characters or fewer' and '{label} must not contain control characters'.
 */
export function textRule(label: string, maxLength: number, options: { multiline?: boolean } = {}): TextRule {
  const rule = {
    maxLength,
    tooLong: `${label} must be ${maxLength} characters or fewer`,
    controlCharacters: controlCharactersMessage(label),
  };
  return options.multiline ? { ...rule, multiline: true } : rule;
}
