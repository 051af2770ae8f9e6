import { describe, expect, it } from 'vitest';
import { applyMigration, migrationComponent, MigrationError } from '@/content/local-service/apply-migration';

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
  it("replaces the block's fields with those of the returned block: a field left out is deleted", () => {
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
    applyMigration(
      content,
      (block) => ({ ...block, body: [...(block.body as unknown[]), { _uid: 'b3', component: 'button', label: 'z' }] }),
      'page',
    );
    let seen: string[] = [];
    applyMigration(content, (block) => void seen.push(String(block._uid)), 'button');
    expect(seen).toEqual(['b1', 'b2', 'b3']);
    seen = [];
    applyMigration(content, (block) => void seen.push(String(block._uid)), 'hero');
    expect(seen).toEqual(['h']);
  });

  it('names the block a migration throws on, and refuses a result that is not a block', () => {
    expect(() =>
      applyMigration(
        tree(),
        () => {
          throw new Error('boom');
        },
        'hero',
      ),
    ).toThrow(new MigrationError('the migration threw on the "hero" block h: boom'));
    expect(() => applyMigration(tree(), () => 'text', 'hero')).toThrow(
      'the migration must return the block (an object), it returned string',
    );
  });

  it('deletes a field the returned block leaves out, rather than setting it to undefined', () => {
    const content = tree();
    applyMigration(
      content,
      (block) => {
        const copy = { ...block };
        delete copy.label;
        return copy;
      },
      'button',
    );
    expect(Object.keys(content.body[1]!)).toEqual(['_uid', 'component']);
  });

  it('refuses an array as the result, saying so', () => {
    expect(() => applyMigration(tree(), () => [], 'hero')).toThrow(
      new MigrationError('the migration must return the block (an object), it returned an array'),
    );
  });

  it('keeps what the migration threw as the cause', () => {
    const boom = new Error('boom');
    let thrown: unknown;
    try {
      applyMigration(
        tree(),
        () => {
          throw boom;
        },
        'hero',
      );
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(MigrationError);
    expect((thrown as Error).cause).toBe(boom);
  });

  it('visits a block held directly in a field, and counts it', () => {
    const content = {
      _uid: 'p',
      component: 'page',
      cta: { _uid: 'c', component: 'button', label: 'x' },
      body: [{ _uid: 'b', component: 'button', label: 'y' }],
    };
    const matched = applyMigration(content, (block) => ({ ...block, label: `${String(block.label)}!` }), 'button');
    expect(matched).toBe(2);
    expect(content.cta.label).toBe('x!');
    expect(content.body[0]!.label).toBe('y!');
  });

  it('walks into blocks only: not into objects lacking _uid or component, nor null fields', () => {
    const content = {
      _uid: 'p',
      component: 'page',
      image: null,
      settings: { component: 'button', label: 'no _uid' },
      wrapper: { _uid: 'w', child: { _uid: 'c', component: 'button', label: 'in a non-block' } },
      rows: [
        { component: 'button', label: 'no _uid' },
        { cells: [{ _uid: 'd', component: 'button', label: 'deeper' }] },
        null,
        'text',
      ],
    };
    const before = structuredClone(content);
    const seen: unknown[] = [];
    expect(applyMigration(content, (block) => void seen.push(block._uid), 'button')).toBe(0);
    expect(seen).toEqual([]);
    expect(content).toStrictEqual(before);
  });

  it('matches nothing in content that is not an object: null, a string, or a list', () => {
    const migrate = () => ({ _uid: 'x', component: 'button', migrated: true });
    expect(applyMigration(null, migrate, 'button')).toBe(0);
    expect(applyMigration(undefined, migrate, 'button')).toBe(0);
    expect(applyMigration('button', migrate, 'button')).toBe(0);
    const list = [{ _uid: 'b', component: 'button' }];
    expect(applyMigration(list, migrate, 'button')).toBe(0);
    expect(list).toStrictEqual([{ _uid: 'b', component: 'button' }]);
  });
});

describe('migrationComponent', () => {
  it('refuses a file that is not .js, or whose name does not start with a component', () => {
    expect(() => migrationComponent('/x/hero.ts')).toThrow(
      new MigrationError('hero.ts: a migration is a .js file named after its component, e.g. hero.subtitle-to-text.js'),
    );
    expect(() => migrationComponent('/x/.subtitle.js')).toThrow(
      new MigrationError(".subtitle.js: the file name must start with the component's name"),
    );
    expect(() => migrationComponent('.js')).toThrow(
      new MigrationError(".js: the file name must start with the component's name"),
    );
  });
});
