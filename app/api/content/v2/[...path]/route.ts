import { getDb } from '@/db/client';
import { handleContentRequest } from '@/content/local-service/handle-request';

/** The local content service over HTTP, so any Storyblok client can read it (Content Delivery API v2). */
export async function GET(request: Request) {
  return handleContentRequest(await getDb(), new URL(request.url));
}

export const dynamic = 'force-dynamic';
