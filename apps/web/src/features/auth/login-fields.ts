export interface LoginValues {
  userName: string;
  password: string;
  totp: string;
}
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/**
 * The sign-in form's rules (spec 1 §5). Note: the contract's loginRequest schema says the same;
 * the form restates its three rules so the sign-in page loads without zod or a form library (the
 * server checks the request against the schema anyway). The texts come from the contract's
 * catalogue, loaded when the form is first submitted rather than with the page.
 */
export async function loginErrors(values: LoginValues, codeNeeded: boolean): Promise<LoginErrors> {
  const { messages } = await import('@console/contract/messages');
  const errors: LoginErrors = {};
  if (!values.userName.trim()) errors.userName = messages.usernameRequired;
  if (!values.password) errors.password = messages.passwordRequired;
  if (codeNeeded && !values.totp.trim()) errors.totp = messages.tokenRequired;
  return errors;
}
