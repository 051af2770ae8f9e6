// @vitest-environment happy-dom
import { act, createElement, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import blockStudio from '@/registry/generated/block-studio.json';
import { BlockForm, type BlockFormProps, type StudioBlock } from '@/site/studio/fields/block-form';
import { RichTextEditor } from '@/site/studio/fields/rich-text-editor';
import type { RichTextNode } from '@/site/studio/fields/rich-text-conversion';

/**
 * The form as an editor uses it, in a DOM: typing calls `onChange` per keystroke with the value the
 * server stores, the server's rules answer at once, a focus request reaches the first field.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const EXAMPLES = blockStudio as Record<string, { example: StudioBlock }>;
let container: HTMLElement;
let root: Root;

/** The management API's story list, as the pickers read it; any other request fails. */
const STORIES = {
  stories: [
    {
      uuid: '5a1c0b3e-6f1d-4c4e-9b0a-1e2d3c4b5a01',
      name: 'Bertrange',
      fullSlug: 'concessions/bertrange',
      isFolder: false,
      contentType: 'location',
    },
    { uuid: 'u-contact', name: 'Contact', fullSlug: 'contact', isFolder: false, contentType: 'page' },
  ],
};
const requests: string[] = [];

beforeEach(() => {
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(url);
    return url === '/api/content/manage/stories' ? Response.json(STORIES) : new Response('{}', { status: 404 });
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => root.unmount());
  container.remove();
});

type Change = [field: string, value: unknown];

/** The editor shell's part, as small as it gets: it keeps the block and records each change. */
function Shell({ initial, changes, ...props }: { initial: StudioBlock; changes: Change[] } & Partial<BlockFormProps>) {
  const [block, setBlock] = useState(initial);
  return createElement(BlockForm, {
    block,
    problems: {},
    renderBloks: () => null,
    ...props,
    onChange: (field, value) => {
      changes.push([field, value]);
      setBlock((current) => ({ ...current, [field]: value }));
    },
  });
}

function mount(initial: StudioBlock, props: Partial<BlockFormProps> = {}): Change[] {
  const changes: Change[] = [];
  // Keyed by the block, as a shell shows a new form for another block.
  act(() => root.render(createElement(Shell, { key: initial._uid, initial, changes, ...props })));
  return changes;
}

/** Types as a browser does: the native value setter, then an input event React listens to. */
function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!;
  act(() => {
    setter.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const field = (name: string) => container.querySelector<HTMLElement>(`[data-field="${name}"]`)!;
const problemOf = (input: Element) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => container.querySelector(`[id="${id}"]`)?.textContent ?? '')
    .join(' | ');

describe('BlockForm in a page', () => {
  it('calls onChange at each keystroke with the field’s new text, and shows what the shell keeps', () => {
    const changes = mount(EXAMPLES.hero!.example);
    const title = field('title').querySelector('input')!;
    type(title, 'V');
    type(title, 'Vo');
    expect(changes).toEqual([
      ['title', 'V'],
      ['title', 'Vo'],
    ]);
    expect(title.value).toBe('Vo');
  });

  it('checks a field the editor changed with the server’s rules at once, linked to the field', () => {
    mount(EXAMPLES.hero!.example, { problems: { eyebrow: 'vient du serveur' } });
    const title = field('title').querySelector('input')!;
    expect(title.getAttribute('aria-invalid')).toBeNull();
    type(title, '');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(problemOf(title)).toMatch(/\S/);
    // A field the editor has not touched shows the shell's problem.
    const eyebrow = field('eyebrow').querySelector('input')!;
    expect(eyebrow.getAttribute('aria-invalid')).toBe('true');
    expect(problemOf(eyebrow)).toContain('vient du serveur');
  });

  it('counts characters against the limit and says when the text is too long', async () => {
    const location = EXAMPLES.location!.example;
    mount(location);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const seoTitle = field('seo_title').querySelector('input')!;
    type(seoTitle, 'x'.repeat(61));
    expect(field('seo_title').textContent).toContain('61 / 60 caractères');
    expect(seoTitle.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps a French number as typed while storing Storyblok’s text', () => {
    const changes = mount(EXAMPLES.lease_configuration!.example);
    const from = field('from').querySelector('input')!;
    type(from, '27 990,');
    expect(from.value).toBe('27 990,');
    type(from, '27 990,5');
    expect(changes.at(-1)).toEqual(['from', '27990.5']);
    expect(from.value).toBe('27 990,5');
    type(from, '1,234');
    expect(from.getAttribute('aria-invalid')).toBe('true'); // two decimals at most
  });

  it('focuses the first field at each new focus request, once', () => {
    mount(EXAMPLES.hero!.example, { focusRequest: 1 });
    const first = field('eyebrow').querySelector('input')!;
    expect(document.activeElement).toBe(first);
    act(() => field('title').querySelector('input')!.focus());
    // Mounted again for another block with the same request: the focus stays where the editor put it.
    mount({ ...EXAMPLES.hero!.example, _uid: 'another-hero' }, { focusRequest: 1 });
    expect(document.activeElement).not.toBe(field('eyebrow').querySelector('input'));
    mount({ ...EXAMPLES.hero!.example, _uid: 'a-third-hero' }, { focusRequest: 2 });
    expect(document.activeElement).toBe(field('eyebrow').querySelector('input'));
  });

  it('switches a link to an e-mail address and writes the multilink blocks read', () => {
    const button = EXAMPLES.button!.example;
    const changes = mount(button);
    const linkType = field('link').querySelector('select')!;
    act(() => {
      linkType.value = 'email';
      linkType.dispatchEvent(new Event('change', { bubbles: true }));
    });
    type(field('link').querySelector<HTMLInputElement>('input[type="email"]')!, 'info@autopolis.lu');
    expect(changes.at(-1)).toEqual([
      'link',
      expect.objectContaining({ fieldtype: 'multilink', linktype: 'email', email: 'info@autopolis.lu' }),
    ]);
  });
});

describe('story pickers in a page', () => {
  it('offers the stories of the field’s content type, the stored one chosen, read once for every field', async () => {
    requests.length = 0;
    mount(EXAMPLES.advisers!.example);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const select = field('location').querySelector('select')!;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      '— Aucun —',
      'Bertrange (concessions/bertrange)',
    ]);
    expect(select.value).toBe('5a1c0b3e-6f1d-4c4e-9b0a-1e2d3c4b5a01');
    expect(requests.filter((url) => url === '/api/content/manage/stories').length).toBeLessThanOrEqual(1);
  });

  it('links a page picked by its address with its uuid', async () => {
    const changes = mount(EXAMPLES.button!.example);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const page = field('link').querySelector<HTMLInputElement>('input[list]')!;
    expect(container.querySelector(`[id="${page.getAttribute('list')}"]`)!.textContent).toContain('Contact');
    type(page, 'contact');
    expect(changes.at(-1)).toEqual([
      'link',
      expect.objectContaining({ linktype: 'story', id: 'u-contact', cached_url: 'contact' }),
    ]);
  });
});

describe('RichTextEditor in a page', () => {
  const doc: RichTextNode = {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Bonjour' }] }],
  };

  function mountEditor(value: RichTextNode) {
    const changes: RichTextNode[] = [];
    const render = (current: RichTextNode) =>
      act(() =>
        root.render(
          createElement(RichTextEditor, {
            id: 'answer',
            label: 'Réponse',
            value: current,
            onChange: (next) => changes.push(next),
            describedBy: undefined,
            invalid: false,
          }),
        ),
      );
    render(value);
    return { changes, render };
  }

  it('turns the text into a list from the toolbar and hands back Storyblok’s JSON', async () => {
    const { changes } = mountEditor(doc);
    const editable = container.querySelector<HTMLElement>('[contenteditable="true"]')!;
    expect(editable.getAttribute('aria-label')).toBe('Réponse');
    expect(editable.textContent).toBe('Bonjour');
    const buttons = [...container.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toEqual(['Gras', 'Italique', 'Titre', 'Sous-titre', 'Liste à puces', 'Liste numérotée', 'Lien']);
    act(() => editable.focus());
    act(() => document.execCommand?.('selectAll'));
    const bulletList = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Liste à puces')!;
    act(() => bulletList.click());
    expect(changes.at(-1)).toEqual({
      type: 'doc',
      content: [
        {
          type: 'bullet_list',
          content: [
            { type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Bonjour' }] }] },
          ],
        },
      ],
    });
    expect(bulletList.getAttribute('aria-pressed')).toBe('true');
  });

  it('loads in the form for a rich-text field and reports to the form’s latest onChange', async () => {
    const changes = mount(EXAMPLES.faq_item!.example);
    let editable: HTMLElement | null = null;
    for (let tries = 0; !editable && tries < 50; tries++) {
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      editable = field('answer').querySelector<HTMLElement>('[contenteditable="true"]');
    }
    expect(editable, 'the editor loads').not.toBeNull();
    type(field('question').querySelector('input')!, 'Et le leasing ?');
    const list = [...field('answer').querySelectorAll('button')].find((b) => b.textContent === 'Liste numérotée')!;
    act(() => {
      editable!.focus();
      list.click();
    });
    const [name, value] = changes.at(-1)!;
    expect(name).toBe('answer');
    expect((value as RichTextNode).content![0]!.type).toBe('ordered_list');
    // The shell's state took both changes: the list did not bring back the old question.
    expect(field('question').querySelector('input')!.value).toBe('Et le leasing ?');
  });

  it('takes a value changed elsewhere (the studio’s undo) without echoing it back', () => {
    const { changes, render } = mountEditor(doc);
    render({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Au revoir' }] }] });
    expect(container.querySelector('[contenteditable="true"]')!.textContent).toBe('Au revoir');
    expect(changes).toEqual([]);
  });
});
