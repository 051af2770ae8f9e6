import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { BROWSER_ENQUIRY_SCHEMAS, type LeadType } from '@/services/enquiries/enquiry-forms';

/** The browser's check of a form: the zod schema the server action checks, the phone's shape only (enquiry-forms.ts). */
export function enquiryResolver(type: LeadType): Resolver<FieldValues> {
  return zodResolver(BROWSER_ENQUIRY_SCHEMAS[type] as unknown as $ZodType<FieldValues, FieldValues>);
}
