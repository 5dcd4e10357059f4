import { onlyDigits } from './text';

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** True for an 11-digit CPF whose two check digits are right; repeated digits ('111…') are invalid. */
export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  return checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10]);
}

/** The CPF whose first nine digits are `base` ('123456789' → '12345678909'); for fixtures and demos. */
export function completeCpf(base: string): string {
  const first = checkDigit(base, 9);
  return `${base}${first}${checkDigit(`${base}${first}`, 10)}`;
}

/** '12345678909' → '123.456.789-09'; anything else is returned as given. */
export function formatCpf(value: string): string {
  const digits = onlyDigits(value);
  if (digits.length !== 11) return value;
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}

/** The federal government's masking of a CPF in public listings: the middle six digits only. */
export function maskCpf(cpf: string | null): string | null {
  if (cpf?.length !== 11) return null;
  return `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
}
