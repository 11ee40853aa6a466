// Email and password rules of spec 001 §5, shared by the login dialog (checked live, each
// rule shown) and the server (checked again on sign-up and password reset).

export interface PasswordRequirements {
  minLength: number;
  letters: number;
  numbers: number;
  special: number;
}

/** Spec 001 §5, §9: minimum 6, 1 letter, 1 number, 1 special character. */
export const DEFAULT_PASSWORD_REQUIREMENTS: PasswordRequirements = Object.freeze({ minLength: 6, letters: 1, numbers: 1, special: 1 });

// isValidEmail and checkPassword refer to nothing outside themselves: the login dialog
// runs their source as is (provider/dialog-page.ts), so the rules exist once.

/** Local part, @, domain with a top-level part of at least two letters; checked in lower case (spec 001 §5). */
export function isValidEmail(email: string): boolean {
  const pattern = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/;
  return email.length <= 254 && pattern.test(email.trim().toLowerCase());
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface PasswordCheck {
  minLength: boolean;
  letters: boolean;
  numbers: boolean;
  special: boolean;
  meetsRequirements: boolean;
}

/** Each rule's result plus the overall flag; the special rule applies only when its minimum is above 0. */
export function checkPassword(password: string, requirements: PasswordRequirements): PasswordCheck {
  const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;
  const result = {
    minLength: password.length >= requirements.minLength,
    letters: count(password, /\p{L}/gu) >= requirements.letters,
    numbers: count(password, /\p{N}/gu) >= requirements.numbers,
    special: requirements.special > 0 ? count(password, /[^\p{L}\p{N}\s]/gu) >= requirements.special : true,
  };
  return { ...result, meetsRequirements: result.minLength && result.letters && result.numbers && result.special };
}

/** What the dialog says for each rule. */
export function ruleLabels(requirements: PasswordRequirements): Record<Exclude<keyof PasswordCheck, 'meetsRequirements'>, string> {
  return {
    minLength: `At least ${requirements.minLength} characters`,
    letters: `At least ${requirements.letters} letter`,
    numbers: `At least ${requirements.numbers} number`,
    special: `At least ${requirements.special} special character`,
  };
}

/** A same-site path to return to after sign-in; anything else becomes `fallback`. */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  return value;
}
