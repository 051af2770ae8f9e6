'use client';

import Script from 'next/script';
import { useRouter } from 'next/navigation';

type BridgeEvent = { action: string };
type BridgeInstance = { on: (events: string[], callback: (event?: BridgeEvent) => void) => void };
type BridgeConstructor = new (options?: Record<string, unknown>) => BridgeInstance;

/**
 * Storyblok's visual-editor bridge. Rendered only in draft mode, so published pages never load it:
 * on save or publish in the editor it refreshes the server-rendered page.
 */
export function PreviewBridge() {
  const router = useRouter();
  return (
    <Script
      src="https://app.storyblok.com/f/storyblok-v2-latest.js"
      strategy="afterInteractive"
      onLoad={() => {
        const Bridge = (window as unknown as { StoryblokBridge?: BridgeConstructor }).StoryblokBridge;
        if (!Bridge) return;
        new Bridge().on(['input', 'published', 'change'], () => router.refresh());
      }}
    />
  );
}
