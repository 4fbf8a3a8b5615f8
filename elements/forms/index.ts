/**
 * Shared form controls of the `<nl-*>` elements. Every control is labelled, announces its error
 * (aria-live, aria-describedby) and keeps numbers, e-mail addresses and codes left-to-right in
 * Arabic. Include {@link FORM_STYLES} in the element's `<style>`.
 *
 * @example
 * const form = useZodForm(passwordLoginSchema, { accountType: 'email', email: '', countryCode: '971', mobile: '', password: '' });
 * <form ref={form.formRef} className="nl-form" noValidate onSubmit={form.handleSubmit(login)}>
 *   <TextField label={t('auth.email')} type="email" {...form.field('email')} />
 *   <PasswordField label={t('auth.password')} {...form.field('password')} />
 *   <FormError message={form.formError} />
 *   <SubmitButton busy={form.submitting}>{t('auth.login.submit')}</SubmitButton>
 * </form>
 */
export { useZodForm, type ZodForm, type BoundField, type BoundCheckbox } from './use-zod-form';
export { useMessage } from './use-message';
export { serverIssuesOf, issueField, issuesByField, type ServerIssue } from './server-issues';
export { TextField, type TextFieldProps, type FieldProps } from './text-field';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { PhoneField, digitsOnly, type PhoneFieldProps } from './phone-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { DateField, type DateFieldProps } from './date-field';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { RadioGroupField, type RadioGroupFieldProps, type RadioOption } from './radio-group-field';
export { CodeField, CODE_LENGTH, type CodeFieldProps } from './code-field';
export { SendCodeButton, type SendCodeButtonProps } from './send-code-button';
export { SubmitButton } from './submit-button';
export { FormError } from './form-error';
export { FieldShell, FieldError, useFieldIds, type FieldIds } from './field-shell';
export { useCountdown } from './use-countdown';
export { useCountryCodes, loadCountryCodes, countryName, DEFAULT_COUNTRY_CODE, type CountryCode } from './country-codes';
export { FORM_STYLES } from './form-styles';
