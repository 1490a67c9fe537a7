/**
 * 10 digits, or 11 digits starting with 1, show as (xxx) xxx-xxxx; anything else is returned
 * unchanged (docs/features.md, Words and formats). Separators in the input are ignored when counting digits.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return value;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
