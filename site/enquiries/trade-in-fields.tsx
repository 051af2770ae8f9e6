'use client';

import { TextInput } from './enquiry-fields';
import { frLuEnquiryForm } from '@/i18n/fr-lu-enquiry-form';

const labels = frLuEnquiryForm.fields;

/** The vehicle to take back: optional beside an interest in a car, the whole point of the trade-in form. */
export function TradeInFields({ optional = false }: { optional?: boolean }) {
  return (
    <>
      <TextInput name="tradeInMake" label={labels.tradeInMake} optional={optional} maxLength={40} />
      <TextInput name="tradeInModel" label={labels.tradeInModel} optional={optional} maxLength={60} />
      <TextInput name="tradeInYear" label={labels.tradeInYear} optional={optional} inputMode="numeric" maxLength={4} />
      <TextInput
        name="tradeInMileage"
        label={labels.tradeInMileage}
        optional={optional}
        inputMode="numeric"
        maxLength={9}
      />
    </>
  );
}
