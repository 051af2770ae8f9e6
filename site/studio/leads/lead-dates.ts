const parts = new Intl.DateTimeFormat('fr-LU', {
  timeZone: 'Europe/Luxembourg',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The day and the time of an instant on Luxembourg's clocks, in the pieces the inbox writes. */
function pieces(instant: Date): { day: string; time: string } {
  const part = Object.fromEntries(parts.formatToParts(instant).map((p) => [p.type, p.value]));
  // French typography writes « 9 h 05 », which no Intl format gives: built from the parts.
  return { day: `${part.day} ${part.month} ${part.year}`, time: `${Number(part.hour)} h ${part.minute}` };
}

/** « 12 mars 2026 à 9 h 05 ». */
export function leadDateText(instant: Date): string {
  const { day, time } = pieces(instant);
  return `${day} à ${time}`;
}

/** A booking: « 20 mars 2026 de 10 h 00 à 10 h 30 ». */
export function periodText(start: Date, minutes: number): string {
  const from = pieces(start);
  const to = pieces(new Date(start.getTime() + minutes * 60_000));
  return `${from.day} de ${from.time} à ${to.time}`;
}
