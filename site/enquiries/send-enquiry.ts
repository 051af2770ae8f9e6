'use server';

import { headers } from 'next/headers';
import { acceptActionArguments, ActionArgumentsRefused } from '@/site/http/action-arguments';
import type { EnquiryState } from './enquiry-state';
import { submitEnquiry } from './submit-enquiry';

/**
 * The action behind every form: called by the form's script, or posted by the browser itself when the
 * script does not run (the page then renders again with this answer). server.ts sets `x-client-ip` from
 * the connection (or a trusted proxy's X-Forwarded-For, server/client-address.ts), over any value the request
 * carried. Anyone can call it with any arguments: anything but the form's data is refused (server.ts answers 400).
 */
export async function sendEnquiry(_previous: unknown, form: unknown): Promise<EnquiryState> {
  if (!(form instanceof FormData)) throw new ActionArgumentsRefused('sendEnquiry takes the form’s FormData');
  acceptActionArguments();
  const ip = (await headers()).get('x-client-ip') ?? 'unknown';
  return submitEnquiry({ entries: form.entries() }, { ip });
}
