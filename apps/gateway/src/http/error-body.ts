import { translateValidationMessage, type ErrorBody, type Language } from '@eventdesk/contracts';

export interface FieldIssue {
  path: string;
  message: string;
  /** zod's issue code, to tell a missing field from a wrong one. */
  code?: string;
}

/** Contract messages are catalog keys; zod's own messages stay as they are, except "missing" which we word. */
export function fieldMessage(issue: FieldIssue, lang: Language): string {
  if (issue.message.startsWith('validation.')) {
    return translateValidationMessage(issue.message, lang);
  }
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) {
    return translateValidationMessage('validation.required', lang);
  }
  return issue.message;
}

export function validationErrorBody(issues: FieldIssue[], lang: Language): ErrorBody {
  const errors = issues.map((issue) => ({ path: issue.path, message: fieldMessage(issue, lang) }));
  const summary = errors
    .map((error) => (error.path ? `${error.path}: ${error.message}` : error.message))
    .join('; ');
  return { message: summary || 'Invalid request', code: 'VALIDATION_FAILED', errors };
}
