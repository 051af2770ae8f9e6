import styles from './phone-number.module.css';

/** A phone number as shown: kept on one line (the text around it still wraps). */
export function PhoneNumber({ children }: { children: string }) {
  return <span className={styles.number}>{children}</span>;
}

/** An international number written with spaces: `+352 26 31 40 00`, `+352 4799-1`. */
const INTERNATIONAL_NUMBER = /\+\d{1,3}(?:[ \u00a0]\d{1,4}(?:-\d{1,4})?)+/g;

/**
 * Editors' text with its phone numbers held together: the spaces inside each number become no-break
 * spaces, so a line may wrap before or after `+352 26 31 40 00`, never inside it.
 */
export function keepPhoneNumbersWhole(text: string): string {
  return text.replace(INTERNATIONAL_NUMBER, (number) => number.replace(/ /g, '\u00a0'));
}
