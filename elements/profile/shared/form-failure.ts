import { ErrorCode, type GatewayError } from '../../../sdk';
import type { BoundTranslate } from '../../base/hooks';
import { serverIssuesOf } from '../../forms/server-issues';
import type { ZodForm } from '../../forms/use-zod-form';
import { errorText } from './error-text';

/**
 * Shows a failed save in the form itself (the call was made with `hideToast`): the gateway's
 * field issues (400000012) on their fields, anything else as the form error.
 */
export function showFailure<V extends Record<string, unknown>, O>(form: ZodForm<V, O>, t: BoundTranslate, error: GatewayError): void {
  if (error.code === ErrorCode.validationFailed) {
    const issues = serverIssuesOf(error.data);
    if (issues.length) {
      form.applyServerIssues(issues);
      return;
    }
  }
  form.setFormError(errorText(t, error));
}
