/**
 * The representative example consumer-credit law asks for next to a monthly amount (Code de la
 * consommation, art. L. 224-4): cash price, deposit, amount of credit, number and amount of instalments,
 * fixed borrowing rate, APR and total amount payable. The feed gives the monthly amount; the terms
 * (duration, borrowing rate) are the dealer's, set on the vehicle page's summary block. The deposit is what
 * the monthly amount leaves unfinanced; an amount that the terms cannot produce gives no example (and then
 * no monthly amount may be shown).
 */
export type FinancingTerms = { months: number; annualRatePercent: number };

export type RepresentativeExample = {
  cashPriceCents: number;
  depositCents: number;
  creditCents: number;
  months: number;
  monthlyCents: number;
  borrowingRatePercent: number;
  aprPercent: number;
  totalPayableCents: number;
};

/** Rounding the instalment to the cent moves the financed amount by at most this much. */
const ROUNDING_CENTS = 100;

export function representativeExample(
  priceCents: number,
  monthlyCents: number,
  terms: FinancingTerms,
): RepresentativeExample | null {
  const { months, annualRatePercent } = terms;
  if (!Number.isInteger(months) || months < 1 || months > 120 || !(annualRatePercent >= 0 && annualRatePercent < 30))
    return null;
  if (!(priceCents > 0 && monthlyCents > 0)) return null;
  const monthlyRate = annualRatePercent / 100 / 12;
  const financed =
    monthlyRate === 0 ? monthlyCents * months : (monthlyCents * (1 - (1 + monthlyRate) ** -months)) / monthlyRate;
  const unfinanced = priceCents - Math.round(financed);
  if (unfinanced < -ROUNDING_CENTS || unfinanced >= priceCents) return null;
  const depositCents = unfinanced <= ROUNDING_CENTS ? 0 : unfinanced;
  return {
    cashPriceCents: priceCents,
    depositCents,
    creditCents: priceCents - depositCents,
    months,
    monthlyCents,
    borrowingRatePercent: annualRatePercent,
    // No fees: the APR is the borrowing rate compounded monthly over a year.
    aprPercent: Math.round(((1 + monthlyRate) ** 12 - 1) * 10_000) / 100,
    totalPayableCents: depositCents + monthlyCents * months,
  };
}
