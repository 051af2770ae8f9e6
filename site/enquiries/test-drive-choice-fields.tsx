'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import type { FormOption } from '@/site/ui/form/form-option';
import { SelectInput } from './enquiry-fields';
import { frLuEnquiryForm } from '@/i18n/fr-lu-enquiry-form';

const labels = frLuEnquiryForm.fields;

export type ModelChoice = { brand: string; name: string; label: string };
export type SiteChoice = { slug: string; name: string; brands: readonly string[] };

/**
 * Brand, then model, then site for a test drive without a given vehicle. In the browser the model and
 * site lists follow the chosen brand; without the script every model and site is listed and the server
 * refuses a model of another brand or a site that does not sell it.
 */
export function TestDriveChoiceFields({
  brands,
  models,
  sites,
}: {
  brands: readonly FormOption[];
  models: readonly ModelChoice[];
  sites: readonly SiteChoice[];
}) {
  const { control } = useFormContext();
  const brand = useWatch({ control, name: 'brand' }) as string | undefined;
  const modelOptions = models
    .filter((model) => !brand || model.brand === brand)
    .map((model) => ({ value: model.name, label: model.label }));
  const siteOptions = sites
    .filter((site) => !brand || site.brands.includes(brand))
    .map((site) => ({ value: site.slug, label: site.name }));
  return (
    <>
      <SelectInput name="brand" label={labels.brand} emptyOption={labels.chooseBrand} options={brands} />
      <SelectInput name="model" label={labels.model} emptyOption={labels.chooseModel} options={modelOptions} />
      <SelectInput name="location" label={labels.location} emptyOption={labels.chooseLocation} options={siteOptions} />
    </>
  );
}
