import { headers } from 'next/headers';
import { nonceFromPolicy } from '@/site/http/content-security-policy';

/** Storyblok's visual-editor bridge script (loaded from Storyblok, like the editor itself). */
const BRIDGE_SRC = 'https://app.storyblok.com/f/storyblok-v2-latest.js';

/** Once the bridge has loaded, reload the server-rendered page when the editor saves or publishes (not on every keystroke). */
const CONNECT = `(function(){function c(){if(!window.StoryblokBridge)return;new window.StoryblokBridge().on(['published','change'],function(){location.reload()})}var s=document.querySelector('script[data-storyblok-bridge]');if(window.StoryblokBridge)c();else s&&s.addEventListener('load',c)})();`;

/**
 * Rendered only in draft mode. Plain server-rendered script tags rather than a client component, so
 * no bridge code ends up in any published page's JavaScript bundles.
 */
export async function PreviewBridge() {
  // Draft pages render per request under a nonce policy (proxy.ts); these tags need that nonce to run.
  const nonce = nonceFromPolicy((await headers()).get('content-security-policy'));
  return (
    <>
      <script src={BRIDGE_SRC} async data-storyblok-bridge="" nonce={nonce} />
      <script dangerouslySetInnerHTML={{ __html: CONNECT }} nonce={nonce} />
    </>
  );
}
