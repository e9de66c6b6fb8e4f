import { importMessages, MAX_IMPORT_FILE_NAME_LENGTH, textProblem } from '@life/domain';
import { z } from 'zod';

const fileNameRule = {
  maxLength: MAX_IMPORT_FILE_NAME_LENGTH,
  tooLong: importMessages.fileNameTooLong,
  controlCharacters: importMessages.fileNameControlCharacters,
};

/** `?fileName=` of every upload: names the batch in the list of imports (the body carries only the bytes). */
export const fileNameQuery = z
  .string()
  .optional()
  .superRefine((value, issue) => {
    const problem = value === undefined ? undefined : textProblem(value, fileNameRule);
    if (problem) issue.addIssue({ code: 'custom', message: problem });
  });
