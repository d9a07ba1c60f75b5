/** The rules of a new password (spec §5, §9; ZPassword and ZPasswordChange), for the checklist. */
export type TPasswordRule = 'length' | 'case' | 'digit' | 'different';

export const minPasswordLength = 8;

/** Which rules a new password meets, in display order. `different` waits for both passwords. */
export function passwordRules(
  password: string,
  oldPassword: string,
): { rule: TPasswordRule; met: boolean }[] {
  return [
    { rule: 'length', met: password.length >= minPasswordLength },
    { rule: 'case', met: /[a-z]/.test(password) && /[A-Z]/.test(password) },
    { rule: 'digit', met: /\d/.test(password) },
    { rule: 'different', met: password !== '' && oldPassword !== '' && password !== oldPassword },
  ];
}
