'use client';

import { type RefObject, useEffect, useRef, useState } from 'react';
import { frLuStudioEditor as words } from '@/i18n/fr-lu-studio-editor';
import { ScaledFrame } from '../scaled-frame';
import { enterComponentMessage, enterEditmodeMessage, inputMessage, parseFrameMessage } from './bridge-messages';
import { findBlock } from './block-tree';
import { VOCABULARY, useEditor, useEditorStore } from './editor-context';
import { type EditorStore, isDirty } from './editor-store';
import { latestMessageSender } from './latest-message-sender';
import styles from './page-editor.module.css';

const VIEWPORTS = [
  { key: 'mobile', width: 375 },
  { key: 'tablet', width: 768 },
  { key: 'desktop', width: 1280 },
] as const;

/** Between two `input` messages while an editor types: each re-renders the page on the server. */
const INPUT_INTERVAL_MS = 120;

const COMPONENT_NAMES = Object.fromEntries(
  Object.values(VOCABULARY).map((component) => [component.name, component.displayName]),
);

/**
 * Speaks Storyblok's bridge protocol with the framed page (same origin): answers `initialized` with
 * `enterEditmode` and `ping` with `pingBack`, sends `input` with the unsaved story at every change (throttled,
 * latest wins, in order), `change` / `published` after a save or a publish, `enterComponent` for the block
 * selected in the tree; a block clicked in the page (`edit`) is selected and its first field focused.
 */
function useFrameBridge(store: EditorStore, frame: RefObject<HTMLIFrameElement | null>) {
  useEffect(() => {
    const origin = window.location.origin;
    const post = (message: object) => frame.current?.contentWindow?.postMessage(message, origin);
    const framed = () => store.getState().story;
    const input = latestMessageSender(post, INPUT_INTERVAL_MS);
    let ready = false;
    let clicked: string | null = null;

    const showSelected = () => {
      const state = store.getState();
      const block = state.selected ? findBlock(state.history.present, state.selected) : null;
      if (block && state.selected !== clicked) post(enterComponentMessage(framed(), block));
    };

    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || !frame.current || event.source !== frame.current.contentWindow) return;
      const message = parseFrameMessage(event.data);
      if (!message) return;
      if (message.action === 'ping') post({ action: 'pingBack' });
      else if (message.action === 'initialized') {
        ready = true;
        post(enterEditmodeMessage(framed(), COMPONENT_NAMES));
        // A frame (re)loaded while changes are unsaved shows them at once.
        const state = store.getState();
        if (isDirty(state)) post(inputMessage(framed(), state.history.present));
      } else {
        clicked = message.dataC.uid;
        if (findBlock(store.getState().history.present, clicked)) store.getState().select(clicked, { focus: true });
      }
    };
    window.addEventListener('message', onMessage);

    const unsubscribe = store.subscribe((state, previous) => {
      if (state.frameEvent && state.frameEvent !== previous.frameEvent) {
        // What waits goes first: the frame must end on the saved content, not on an older `input`.
        input.flush();
        if (ready) post({ action: state.frameEvent.action, story: { id: state.story.id, uuid: state.story.uuid } });
        if (ready && isDirty(state)) input.push(inputMessage(framed(), state.history.present));
      } else if (state.history.present !== previous.history.present && ready) {
        input.push(inputMessage(framed(), state.history.present));
      }
      if (state.selected !== previous.selected && ready) {
        showSelected();
        if (state.selected !== clicked) clicked = null;
      }
    });
    return () => {
      unsubscribe();
      input.cancel();
      window.removeEventListener('message', onMessage);
    };
  }, [store, frame]);
}

/** The page itself, in draft mode, at the width chosen, following every change. */
export function FramePane({ path }: { path: string }) {
  const store = useEditorStore();
  const name = useEditor((state) => state.story.name);
  const frame = useRef<HTMLIFrameElement>(null);
  const [width, setWidth] = useState<number>(1280);
  useFrameBridge(store, frame);
  const src = `/studio/apercu?${new URLSearchParams({ slug: path })}`;
  return (
    <section className={styles.framePane} aria-labelledby="editor-frame-heading">
      <div className={styles.frameBar}>
        <h2 id="editor-frame-heading" className={styles.paneHeading}>
          {words.panes.frame}
        </h2>
        <div role="group" aria-label={words.frame.viewports} className={styles.viewports}>
          {VIEWPORTS.map((viewport) => (
            <button
              key={viewport.key}
              type="button"
              aria-pressed={width === viewport.width}
              onClick={() => setWidth(viewport.width)}
            >
              {words.frame[viewport.key]} <span className={styles.hint}>{viewport.width} px</span>
            </button>
          ))}
        </div>
        <a href={src} target="_blank" rel="noopener" className={styles.hint}>
          {words.frame.open}
        </a>
      </div>
      <div className={styles.frameBox}>
        <ScaledFrame src={src} title={words.frame.title(name, width)} width={width} height="fill" frameRef={frame} />
      </div>
    </section>
  );
}
