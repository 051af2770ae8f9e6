/** `+352 26 31 00 00` → `tel:+35226310000` (digits and a leading plus only). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** `info@autopolis.lu` → `mailto:info@autopolis.lu`. */
export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/** A textarea address split into its non-empty lines. */
export function addressLines(address: string): string[] {
  return address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
