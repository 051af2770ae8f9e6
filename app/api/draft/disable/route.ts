import { redirectToPath } from '@/site/http/same-origin-redirect';
import { endPreview } from '@/site/preview/preview-session';

export async function GET() {
  await endPreview();
  return redirectToPath('/', 307);
}
