import { createHash } from 'node:crypto';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * An application's documents (CV, cover letter): PDF files kept on disk in APPLICATIONS_DIR (default
 * `.data/applications`), outside the web root and outside the « Médiathèque »: nothing serves the folder,
 * only the studio's download route, which checks the administrator role (app/studio/demandes/…/documents/).
 * Files are named by an id of ours, never by the visitor's file name; deleted with their lead (the purge).
 */

/** The documents an application may carry: the form's file fields. */
export const APPLICATION_DOCUMENTS = ['cv', 'letter'] as const;
export type ApplicationDocumentKind = (typeof APPLICATION_DOCUMENTS)[number];

/** 5 MB a document. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** A PDF starts with these bytes, whatever its name or the type the browser declares. */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** A stored document as its lead records it. */
export type StoredDocument = { id: string; name: string; bytes: number };

const DOCUMENT_ID = /^[a-f0-9]{32}$/;

export function applicationsDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.APPLICATIONS_DIR || '.data/applications');
}

/** Whether the bytes are a PDF: sniffed from its first bytes, never from the name or the declared type. */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length >= PDF_MAGIC.length && Buffer.from(bytes.subarray(0, PDF_MAGIC.length)).equals(PDF_MAGIC);
}

export type DocumentCheck = { ok: true; bytes: Buffer } | { ok: false; reason: 'too-large' | 'not-pdf' };

/** A posted document's bytes, if it is a PDF of at most MAX_DOCUMENT_BYTES. */
export async function checkDocument(file: Blob): Promise<DocumentCheck> {
  if (file.size > MAX_DOCUMENT_BYTES) return { ok: false, reason: 'too-large' };
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length > MAX_DOCUMENT_BYTES) return { ok: false, reason: 'too-large' };
  return isPdf(bytes) ? { ok: true, bytes } : { ok: false, reason: 'not-pdf' };
}

/** The file name shown to the staff: the visitor's, without folders or control characters, ending `.pdf`. */
export function documentName(raw: string, kind: ApplicationDocumentKind): string {
  const base = (raw.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f-\u009f"]/g, '')
    .trim()
    .slice(0, 100);
  if (!base) return `${kind}.pdf`;
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}

/**
 * The document's id: from the submission's key, the field and the bytes, so that the same submission sent
 * again (a double click, a retry) names the same file, and its lead the same fields.
 */
export function documentId(submissionKey: string, kind: ApplicationDocumentKind, bytes: Buffer): string {
  const content = createHash('sha256').update(bytes).digest('hex');
  return createHash('sha256').update(`${submissionKey}\n${kind}\n${content}`).digest('hex').slice(0, 32);
}

const fileOf = (id: string, dir: string): string => {
  if (!DOCUMENT_ID.test(id)) throw new Error(`Invalid application document id: ${id}`);
  return path.join(dir, `${id}.pdf`);
};

/** Writes the document unless it is there already; true when this call wrote it. */
export async function storeDocument(id: string, bytes: Buffer, dir = applicationsDir()): Promise<boolean> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  let handle;
  try {
    handle = await open(fileOf(id, dir), 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    await handle.writeFile(bytes);
  } catch (error) {
    await handle.close();
    await rm(fileOf(id, dir), { force: true });
    throw error;
  } finally {
    await handle.close().catch(() => undefined);
  }
  return true;
}

/** The document's bytes; null when no such file is stored (or the id is none of ours). */
export async function readDocument(id: string, dir = applicationsDir()): Promise<Buffer | null> {
  if (!DOCUMENT_ID.test(id)) return null;
  try {
    return await readFile(fileOf(id, dir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Deletes the documents (a missing one is no error). */
export async function deleteDocuments(ids: readonly string[], dir = applicationsDir()): Promise<void> {
  await Promise.all(ids.filter((id) => DOCUMENT_ID.test(id)).map((id) => rm(fileOf(id, dir), { force: true })));
}

/** The documents a lead's fields record (`cv`, `letter`), whatever else they hold. */
export function documentsOf(fields: unknown): Partial<Record<ApplicationDocumentKind, StoredDocument>> {
  const found: Partial<Record<ApplicationDocumentKind, StoredDocument>> = {};
  if (typeof fields !== 'object' || fields === null) return found;
  for (const kind of APPLICATION_DOCUMENTS) {
    const value = (fields as Record<string, unknown>)[kind];
    if (typeof value !== 'object' || value === null) continue;
    const { id, name, bytes } = value as Record<string, unknown>;
    if (typeof id === 'string' && DOCUMENT_ID.test(id) && typeof name === 'string' && typeof bytes === 'number')
      found[kind] = { id, name, bytes };
  }
  return found;
}
