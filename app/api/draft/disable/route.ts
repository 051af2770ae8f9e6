import { draftMode } from 'next/headers';
import { redirectToPath } from '@/site/http/same-origin-redirect';

export async function GET() {
  (await draftMode()).disable();
  return redirectToPath('/', 307);
}
