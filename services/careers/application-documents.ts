import { frLuEnquiryChecks as checks } from '@/i18n/fr-lu-enquiry-checks';
import type { FieldErrors } from '@/services/enquiries/enquiry-forms';
import {
  APPLICATION_DOCUMENTS,
  checkDocument,
  deleteDocuments,
  documentId,
  documentName,
  storeDocument,
  type ApplicationDocumentKind,
  type StoredDocument,
} from './application-files';

/** A document the visitor posted, checked: its kind, the name shown to the staff, its bytes. */
export type PostedDocument = { kind: ApplicationDocumentKind; name: string; bytes: Buffer };

/** Which documents a form takes, and which of them it requires. */
const REQUIRED: Record<ApplicationDocumentKind, boolean> = { cv: true, letter: false };

export const isDocumentField = (name: string): name is ApplicationDocumentKind =>
  (APPLICATION_DOCUMENTS as readonly string[]).includes(name);

/**
 * A file input left empty posts a file without bytes (named `''` by a browser, `undefined` once React's
 * server action has carried it): no document. A chosen file of 0 bytes is no document either.
 */
const isEmpty = (file: File): boolean => file.size === 0;

/**
 * The documents of an application, each sniffed (`%PDF-` first, whatever its name or declared type) and of
 * 5 MB at most; the CV is required. Refused with a French message on the field at fault.
 */
export async function checkApplicationDocuments(
  files: Partial<Record<ApplicationDocumentKind, File>>,
): Promise<{ ok: true; documents: PostedDocument[] } | { ok: false; errors: FieldErrors }> {
  const documents: PostedDocument[] = [];
  const errors: FieldErrors = {};
  for (const kind of APPLICATION_DOCUMENTS) {
    const file = files[kind];
    if (!file || isEmpty(file)) {
      if (REQUIRED[kind]) errors[kind] = checks.cvMissing;
      continue;
    }
    const check = await checkDocument(file);
    if (!check.ok) errors[kind] = check.reason === 'too-large' ? checks.documentTooLarge : checks.documentNotPdf;
    else documents.push({ kind, name: documentName(file.name, kind), bytes: check.bytes });
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, documents };
}

/**
 * Writes the documents (outside the web root, application-files.ts) and gives what the lead records of them,
 * with a way to take back the files this call wrote when the lead is not written after all.
 */
export async function storeApplicationDocuments(
  submissionKey: string,
  documents: readonly PostedDocument[],
): Promise<{ fields: Partial<Record<ApplicationDocumentKind, StoredDocument>>; discard: () => Promise<void> }> {
  const fields: Partial<Record<ApplicationDocumentKind, StoredDocument>> = {};
  const written: string[] = [];
  try {
    for (const document of documents) {
      const id = documentId(submissionKey, document.kind, document.bytes);
      if (await storeDocument(id, document.bytes)) written.push(id);
      fields[document.kind] = { id, name: document.name, bytes: document.bytes.length };
    }
  } catch (error) {
    await deleteDocuments(written);
    throw error;
  }
  return { fields, discard: () => deleteDocuments(written) };
}
