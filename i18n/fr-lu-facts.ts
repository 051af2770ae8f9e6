/**
 * Facts in words, one source for the content's tokens and the interface's own strings: the delay within
 * which every form is answered (the confirmations say it, `{{reply_delay}}` in the content), the lease's
 * annual mileage range and its insurance (`{{lease_mileage}}`, `{{lease_insurance}}`), an offer's terms.
 */
/** What services/leases/lease-facts.ts reads in the offers (i18n/ sits below services/). */
type LeaseInsurance = { insurance: 'included' | 'some' | 'optional' | null; insuranceKind: 'omnium' | null };

export const REPLY_DELAY = 'sous un jour ouvrable';

// fr-FR, not fr-LU (which groups with a dot): `10 000` with a narrow no-break space, as elsewhere.
const integer = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** `de 10 000 à 25 000 km par an`, or `25 000 km par an` when every offer has the same. */
export function leaseMileageText({ min, max }: { min: number; max: number }): string {
  return min === max
    ? `${integer.format(min)} km par an`
    : `de ${integer.format(min)} à ${integer.format(max)} km par an`;
}

/** The terms of one lease configuration: `48 mois, 10 000 km par an`. */
export function leaseTermsText({ durationMonths, annualKm }: { durationMonths: number; annualKm: number }): string {
  return `${durationMonths} mois, ${integer.format(annualKm)} km par an`;
}

/** `assurance omnium comprise`, `assurance en option`, or `assurance comprise selon l’offre`. */
export function leaseInsuranceText({ insurance, insuranceKind }: LeaseInsurance) {
  if (insurance === 'included') return insuranceKind === 'omnium' ? 'assurance omnium comprise' : 'assurance comprise';
  if (insurance === 'some') return 'assurance comprise selon l’offre';
  return 'assurance en option';
}
