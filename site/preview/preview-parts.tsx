'use client';

import dynamic from 'next/dynamic';

/** Loaded on demand from a client module, so the bridge's code is in no chunk a published page downloads. */
export const LiveEditing = dynamic(() => import('./live-editing').then((m) => m.LiveEditing), { ssr: false });

/** The draft bar of a standalone draft tab, loaded like the bridge: no published page downloads it. */
export const DraftBar = dynamic(() => import('./draft-bar').then((m) => m.DraftBar), { ssr: false });
