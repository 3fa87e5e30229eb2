import { SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_SUBJECT_MAX_LENGTH } from './constants.ts';

/** The fields of the customer-support form (the contract's extension POST /player/support/message). */
export type SupportField = 'subject' | 'message';

export type SupportFieldError = 'required' | 'tooLong';

/** The longest text each field takes. */
export const SUPPORT_MAX_LENGTH: Readonly<Record<SupportField, number>> = {
  subject: SUPPORT_SUBJECT_MAX_LENGTH,
  message: SUPPORT_MESSAGE_MAX_LENGTH,
};

/** A text's length as the contract's maxLength counts it: in Unicode code points, so that an emoji counts once. */
export const textLength = (text: string) => [...text].length;

/**
 * A field's problem, judged on what is sent (the text without surrounding spaces, which the server drops too):
 * 'required' when nothing is left, 'tooLong' beyond the field's maximum, else null.
 */
export function supportFieldError(field: SupportField, value: string): SupportFieldError | null {
  const text = value.trim();
  if (text === '') return 'required';
  return textLength(text) > SUPPORT_MAX_LENGTH[field] ? 'tooLong' : null;
}

/** The support form's problems by field; empty when it may be sent. */
export function validateSupportMessage(
  fields: Record<SupportField, string>,
): Partial<Record<SupportField, SupportFieldError>> {
  const errors: Partial<Record<SupportField, SupportFieldError>> = {};
  for (const field of ['subject', 'message'] as const) {
    const error = supportFieldError(field, fields[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
