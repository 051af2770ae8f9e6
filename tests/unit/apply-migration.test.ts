import { describe, expect, it } from 'vitest';
import { applyMigration, MigrationError } from '@/content/local-service/apply-migration';

const tree = () => ({
  _uid: 'p',
  component: 'page',
  body: [
    { _uid: 'h', component: 'hero', title: 'A', buttons: [{ _uid: 'b1', component: 'button', label: 'x' }] },
    { _uid: 'b2', component: 'button', label: 'y' },
  ],
});

// The Storyblok CLI's rules (applyMigrationToAllBlocks in node_modules/storyblok/dist/index.mjs).
describe('applyMigration', () => {
  it('replaces the block\'s fields with those of the returned block: a field left out is deleted', () => {
    const content = tree();
    const matched = applyMigration(content, ({ label, ...rest }) => ({ ...rest, text: label }), 'button');
    expect(matched).toBe(2);
    expect(content.body[0]!.buttons).toEqual([{ _uid: 'b1', component: 'button', text: 'x' }]);
    expect(content.body[1]).toEqual({ _uid: 'b2', component: 'button', text: 'y' });
  });

  it('gives the function a copy, and changes nothing when it returns nothing', () => {
    const content = tree();
    const matched = applyMigration(content, (block) => void (block.label = 'changed'), 'button');
    expect(matched).toBe(2);
    expect(content).toEqual(tree());
  });

  it('visits the root block and the blocks nested in what the function returns', () => {
    const content = tree();
    applyMigration(content, (block) => ({ ...block, body: [...(block.body as unknown[]), { _uid: 'b3', component: 'button', label: 'z' }] }), 'page');
    let seen: string[] = [];
    applyMigration(content, (block) => void seen.push(String(block._uid)), 'button');
    expect(seen).toEqual(['b1', 'b2', 'b3']);
    seen = [];
    applyMigration(content, (block) => void seen.push(String(block._uid)), 'hero');
    expect(seen).toEqual(['h']);
  });

  it('names the block a migration throws on, and refuses a result that is not a block', () => {
    expect(() => applyMigration(tree(), () => { throw new Error('boom'); }, 'hero')).toThrow(new MigrationError('the migration threw on the "hero" block h: boom'));
    expect(() => applyMigration(tree(), () => 'text', 'hero')).toThrow('the migration must return the block (an object), it returned string');
  });
});
