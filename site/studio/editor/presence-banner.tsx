'use client';

import { useEffect, useState } from 'react';
import type { PresenceEntry } from '@/content/management-contract';
import { frLuStudioEditor as words } from '@/i18n/fr-lu-studio-editor';
import { useEditor } from './editor-context';
import { announcePresence, leavePresence } from './management-client';
import styles from './page-editor.module.css';

/** How often this tab says it has the story open; the server forgets a session after a few beats. */
const HEARTBEAT_MS = 10_000;

/** Says this tab has the story open, every few seconds, and shows who else has it open. */
export function PresenceBanner() {
  const fullSlug = useEditor((state) => state.story.fullSlug);
  const [others, setOthers] = useState<PresenceEntry[]>([]);
  useEffect(() => {
    const sessionId = crypto.randomUUID();
    let stopped = false;
    const beat = async () => {
      const answer = await announcePresence(fullSlug, sessionId);
      if (!stopped && answer.ok) setOthers(answer.value);
    };
    void beat();
    const timer = setInterval(() => void beat(), HEARTBEAT_MS);
    const leave = () => leavePresence(fullSlug, sessionId);
    window.addEventListener('pagehide', leave);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [fullSlug]);
  const names = [...new Set(others.map((other) => other.author))];
  if (names.length === 0) return null;
  return (
    <p className={styles.presence} role="status">
      {words.presence.others(names.join(', '))}
    </p>
  );
}
