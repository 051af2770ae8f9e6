import { describe, expect, it } from 'vitest';
import componentSchemas from '@/vocabulary/generated/component-schemas.json';
import { inputMessage, parseFrameMessage, withEditableMarks } from '@/site/studio/editor/bridge-messages';
import { describeChanges } from '@/site/studio/editor/content-changes';
import { closeStep, recordChange, redo, startHistory, undo } from '@/site/studio/editor/edit-history';
import { editorVocabulary } from '@/site/studio/editor/editor-vocabulary';
import { type Timers, latestMessageSender } from '@/site/studio/editor/latest-message-sender';
import { editableAttributes } from '@/vocabulary/editable-attributes';
import { editableComment } from '@/content/local-service/editable';

describe('undo and redo', () => {
  it('undoes and redoes steps in order, and a new change drops what could be redone', () => {
    let history = startHistory('a');
    history = recordChange(history, 'b');
    history = recordChange(history, 'c');
    history = undo(history);
    expect(history.present).toBe('b');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(history.present).toBe('b');
    history = recordChange(history, 'd');
    expect(history.future).toEqual([]);
    expect(redo(history)).toBe(history);
    expect(undo(history).present).toBe('b');
  });

  it('makes typing in one field one step', () => {
    let history = startHistory('');
    for (const typed of ['P', 'Pa', 'Par', 'Parl']) history = recordChange(history, typed, 'hero.title');
    expect(history.past).toEqual(['']);
    expect(undo(history).present).toBe('');
  });

  it('starts a new step for another field, after leaving the field, and after an undo', () => {
    let history = startHistory('0');
    history = recordChange(history, '1', 'hero.title');
    history = recordChange(history, '2', 'hero.text');
    expect(history.past).toEqual(['0', '1']);
    history = closeStep(history);
    history = recordChange(history, '3', 'hero.text');
    expect(history.past).toEqual(['0', '1', '2']);
    history = undo(history);
    history = recordChange(history, '4', 'hero.text');
    expect(history.past).toEqual(['0', '1', '2']);
    expect(history.present).toBe('4');
  });
});

/** Timers run by hand: the test says how much time passes. */
function manualTimers() {
  const waiting = new Map<number, { at: number; run: () => void }>();
  let next = 0;
  let now = 1_000;
  const timers: Timers = {
    set: (run, ms) => {
      waiting.set(++next, { at: now + ms, run });
      return next;
    },
    clear: (handle) => waiting.delete(handle as number),
    now: () => now,
  };
  return {
    timers,
    elapse: (ms: number) => {
      now += ms;
      for (const [handle, timer] of [...waiting]) {
        if (timer.at > now) continue;
        waiting.delete(handle);
        timer.run();
      }
    },
  };
}

describe('messages to the frame', () => {
  it('sends the first message at once, then only the latest once the delay has passed, in order', () => {
    const sent: string[] = [];
    const clock = manualTimers();
    const sender = latestMessageSender((message: string) => sent.push(message), 120, clock.timers);
    sender.push('P');
    expect(sent).toEqual(['P']);
    sender.push('Pa');
    clock.elapse(50);
    sender.push('Par');
    clock.elapse(50);
    expect(sent).toEqual(['P']);
    clock.elapse(20);
    expect(sent).toEqual(['P', 'Par']);
    clock.elapse(100);
    sender.push('Parl');
    expect(sent).toEqual(['P', 'Par']);
    clock.elapse(20);
    expect(sent).toEqual(['P', 'Par', 'Parl']);
    clock.elapse(500);
    sender.push('Parle');
    expect(sent).toEqual(['P', 'Par', 'Parl', 'Parle']);
  });

  it('flushes what waits before a message that must follow it, and can drop it', () => {
    const sent: string[] = [];
    const clock = manualTimers();
    const sender = latestMessageSender((message: string) => sent.push(message), 120, clock.timers);
    sender.push('input 1');
    sender.push('input 2');
    sender.flush();
    sent.push('change');
    clock.elapse(120);
    expect(sent).toEqual(['input 1', 'input 2', 'change']);
    sender.push('input 3');
    sender.push('input 4');
    sender.cancel();
    clock.elapse(120);
    expect(sent).toEqual(['input 1', 'input 2', 'change', 'input 3']);
    expect(sender.pending()).toBe(false);
  });

  it('marks every block of the unsaved story as the local service does, so a click in the frame selects it', () => {
    const content = { _uid: 'r', component: 'page', body: [{ _uid: 'h', component: 'hero', _editable: 'stale' }] };
    const marked = withEditableMarks(content, { id: 42, spaceId: 7 });
    const hero = (marked.body as { _editable: string }[])[0]!;
    expect(hero._editable).toBe(editableComment('hero', 7, 'h', 42));
    expect(JSON.parse(editableAttributes(hero)['data-blok-c']!)).toMatchObject({ uid: 'h', id: '42' });
    expect(content.body[0]!._editable).toBe('stale');
    const message = inputMessage({ id: 42, uuid: 'u', name: 'Contact', fullSlug: 'contact', spaceId: 7 }, content);
    expect(message.story.uuid).toBe('u');
    expect(message.story.content._editable).toBe(editableComment('page', 7, 'r', 42));
  });

  it('reads from the frame only the bridge’s messages the studio acts on', () => {
    expect(parseFrameMessage({ action: 'edit', dataC: { uid: 'h', id: '42', name: 'hero' } })).toEqual({
      action: 'edit',
      dataC: { uid: 'h', id: '42' },
    });
    expect(parseFrameMessage({ action: 'initialized', config: {} })).toEqual({ action: 'initialized' });
    expect(parseFrameMessage({ action: 'edit', dataC: {} })).toBeNull();
    expect(parseFrameMessage('edit')).toBeNull();
    expect(parseFrameMessage({ action: 'deleteBlock' })).toBeNull();
  });
});

describe('what another person changed', () => {
  const vocabulary = editorVocabulary(componentSchemas as unknown as Parameters<typeof editorVocabulary>[0]);
  const words = {
    added: (block: string) => `+${block}`,
    removed: (block: string) => `-${block}`,
    fieldChanged: (block: string, field: string) => `${block}.${field}`,
    moved: (block: string) => `~${block}`,
  };
  it('names blocks added, removed, moved and fields changed', () => {
    const before = {
      _uid: 'r',
      component: 'page',
      body: [
        { _uid: 'h', component: 'hero', title: 'A' },
        { _uid: 't', component: 'rich_text' },
        { _uid: 'f', component: 'faq', items: [{ _uid: 'q', component: 'faq_item' }] },
      ],
    };
    const after = {
      _uid: 'r',
      component: 'page',
      body: [
        { _uid: 't', component: 'rich_text' },
        { _uid: 'h', component: 'hero', title: 'B' },
        { _uid: 'g', component: 'faq', items: [{ _uid: 'q2', component: 'faq_item' }] },
      ],
    };
    const faq = vocabulary.faq!.displayName;
    const hero = vocabulary.hero!.displayName;
    const title = vocabulary.hero!.fields.find((field) => field.name === 'title')!.displayName;
    expect(describeChanges(vocabulary, before, after, words).sort()).toEqual(
      [`+${faq}`, `-${faq}`, `${hero}.${title}`, `~${vocabulary.page!.displayName}`].sort(),
    );
    expect(describeChanges(vocabulary, before, before, words)).toEqual([]);
  });
});
