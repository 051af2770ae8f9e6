'use client';

import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import componentSchemas from '@/vocabulary/generated/component-schemas.json';
import type { EditorActions, EditorState, EditorStore } from './editor-store';
import { type EditorVocabulary, editorVocabulary } from './editor-vocabulary';

/** The schemas as the editor reads them, built once per page load (the form reads the same JSON). */
export const VOCABULARY: EditorVocabulary = editorVocabulary(
  componentSchemas as unknown as Parameters<typeof editorVocabulary>[0],
);

/** A block's catalogue picture: the viewport its example renders at (registry/generated/block-studio.json). */
export type Thumbnails = Record<string, { width: number; height: number }>;

export type EditorContextValue = { store: EditorStore; thumbnails: Thumbnails };

export const EditorContext = createContext<EditorContextValue | null>(null);

function useEditorContext(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('The page editor’s parts render inside <PageEditor>');
  return value;
}

export function useEditor<T>(select: (state: EditorState & EditorActions) => T): T {
  return useStore(useEditorContext().store, select);
}

export function useEditorStore(): EditorStore {
  return useEditorContext().store;
}

export function useThumbnails(): Thumbnails {
  return useEditorContext().thumbnails;
}

/** A fresh `_uid` for a new or copied block, as Storyblok makes them. */
export function makeUid(): string {
  return crypto.randomUUID();
}
