import { z } from 'zod';
import {
  type CreateStoryBody,
  type DuplicateBody,
  type MoveBody,
  type RenameBody,
  managedStoryPath,
} from '@/content/management-contract';
import { frLuStudioPages } from '@/i18n/fr-lu-studio-pages';
import { SLUG_PATTERN } from './page-slug';

/** The management API (`content/management-contract.ts`), as the studio's page list calls it from the browser. */
const API = '/api/content/manage';

/** The part of an answer's story the page list uses; the rest is the API's business. */
const storyAnswer = z.object({ story: z.looseObject({ fullSlug: z.string(), name: z.string() }) });
/** A refusal: a French sentence; a 409 on an address taken names a free slug (`suggestion`). */
const refusal = z.looseObject({
  error: z.string().min(1),
  suggestion: z.string().regex(SLUG_PATTERN).optional().catch(undefined),
});

export type StoryRef = { fullSlug: string; name: string };
export type Refusal = { status: number; error: string; suggestedSlug?: string };
export type ManagementResult = { ok: true; story: StoryRef } | ({ ok: false } & Refusal);

function storyPath(fullSlug: string): string {
  return `${API}/${managedStoryPath(fullSlug)}`;
}

async function call(method: 'POST' | 'DELETE', url: string, body?: unknown): Promise<ManagementResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: frLuStudioPages.errors.network };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const answer = storyAnswer.safeParse(json);
    if (answer.success) return { ok: true, story: answer.data.story };
    return { ok: false, status: response.status, error: frLuStudioPages.errors.unexpected(response.status) };
  }
  const refused = refusal.safeParse(json);
  // Only a 4xx carries a sentence meant for an editor; a 5xx says nothing they can act on.
  if (refused.success && response.status < 500) {
    const { error, suggestion } = refused.data;
    return { ok: false, status: response.status, error, suggestedSlug: suggestion };
  }
  return {
    ok: false,
    status: response.status,
    error:
      response.status === 403 ? frLuStudioPages.errors.forbidden : frLuStudioPages.errors.unexpected(response.status),
  };
}

export const createStory = (body: CreateStoryBody) => call('POST', `${API}/stories`, body);
export const renameStory = (fullSlug: string, body: RenameBody) => call('POST', `${storyPath(fullSlug)}/rename`, body);
export const moveStory = (fullSlug: string, body: MoveBody) => call('POST', `${storyPath(fullSlug)}/move`, body);
export const duplicateStory = (fullSlug: string, body: DuplicateBody) =>
  call('POST', `${storyPath(fullSlug)}/duplicate`, body);
export const trashStory = (fullSlug: string) => call('DELETE', storyPath(fullSlug));
export const restoreStory = (id: number) => call('POST', `${API}/bin/${id}/restore`);
