// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

/**
 * The form as a visitor meets it in a DOM: a submit with blocking errors shows « Form incomplete. », then the
 * French line that says what to do, then the list of fields.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The server action: never reached, the browser's check refuses the empty form first.
vi.mock('@/site/enquiries/send-enquiry', () => ({ sendEnquiry: vi.fn() }));

const { EnquiryForm } = await import('@/site/enquiries/enquiry-form');
const { ContactFields } = await import('@/site/enquiries/enquiry-fields');

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

it('follows « Form incomplete. » with its French help line, then the fields to correct', async () => {
  await act(async () => {
    root.render(
      createElement(
        EnquiryForm,
        // Typed without `children`, which come as the third argument.
        { type: 'contact', labelledBy: 'title', pagePath: '/contact', initial: { subject: 'atelier' } } as Omit<
          Parameters<typeof EnquiryForm>[0],
          'children'
        > as Parameters<typeof EnquiryForm>[0],
        createElement(ContactFields, { privacyHref: '/politique' }),
      ),
    );
  });
  const form = container.querySelector('form');
  await act(async () => {
    form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await vi.waitFor(() => expect(container.querySelector('[role="alert"]')).not.toBeNull());
  const summary = container.querySelector('[role="alert"]');
  const lines = [...(summary?.children ?? [])].map((element) => element.textContent);
  expect(lines.slice(0, 2)).toEqual([
    'Form incomplete.',
    'Corrigez les champs signalés ci-dessous, puis envoyez à nouveau.',
  ]);
  expect(summary?.querySelectorAll('li').length).toBeGreaterThan(3);
});
