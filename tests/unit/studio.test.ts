import { describe, expect, it } from 'vitest';
import componentSchemas from '@/vocabulary/generated/component-schemas.json';
import { registry } from '@/registry/registry';
import { BLOCK_GROUPS, blockCatalogue, blockInfo } from '@/site/studio/block-catalogue';

describe('block catalogue', () => {
  const catalogue = blockCatalogue();

  it('lists every block of the schemas once, each with an example', () => {
    expect(catalogue.map((b) => b.name).sort()).toEqual(Object.keys(componentSchemas).sort());
    expect(Object.keys(registry).sort()).toEqual(Object.keys(componentSchemas).sort());
    for (const [name, definition] of Object.entries(registry)) {
      expect(definition.name, name).toBe(name);
      expect(definition.example.component, name).toBe(name);
    }
  });

  it('says where a block may be placed, from the blocks fields that accept it', () => {
    expect(blockInfo('test_drive_form')?.parents).toEqual([{ block: 'page', field: 'body' }]);
    expect(blockInfo('opening_range')?.parents).toEqual(
      expect.arrayContaining([
        { block: 'location', field: 'showroom_hours' },
        { block: 'location', field: 'workshop_hours' },
      ]),
    );
    expect(blockInfo('page')?.isRoot).toBe(true);
    expect(blockInfo('no_such_block')).toBeNull();
  });

  it('describes each field: type, required flag, options, default, limits and description', () => {
    const location = blockInfo('location');
    const capacity = location?.fields.find((f) => f.name === 'tyre_slot_capacity');
    expect(capacity).toMatchObject({ type: 'number', required: false, defaultValue: '2', limits: ['≥ 0', '≤ 20'] });
    expect(capacity?.description).toContain('30 minutes');
    const hero = blockInfo('hero');
    expect(hero?.fields.map((f) => f.name).slice(0, 2)).toEqual(['eyebrow', 'title']);
    const opening = blockInfo('opening_hours')?.fields.find((f) => f.name === 'show');
    expect(opening).toMatchObject({ type: 'option', options: ['both', 'showroom', 'workshop'], defaultValue: 'both' });
    expect(blockInfo('opening_hours')?.fields.find((f) => f.name === 'location')?.options).toEqual([
      'stories : location',
    ]);
    expect(blockInfo('page')?.fields.find((f) => f.name === 'body')?.accepts).toContain('hero');
  });

  it('groups blocks by what they are about, as their schemas name it (a Storyblok component group)', () => {
    const groupOf = (name: string) => blockInfo(name)?.group;
    expect(groupOf('tyre_offer_form')).toBe('Formulaires');
    expect(groupOf('page')).toBe('Pages');
    expect(groupOf('vehicle_gallery')).toBe('Véhicules');
    expect(groupOf('commercial_version')).toBe('Modèles');
    expect(groupOf('brand_link')).toBe('Modèles');
    expect(groupOf('lease_list')).toBe('Leasing');
    expect(groupOf('opening_hours')).toBe('Concessions');
    expect(groupOf('employee')).toBe('Concessions');
    expect(groupOf('nav_link')).toBe('Navigation');
    expect(groupOf('social_link')).toBe('Navigation');
    expect(groupOf('hero')).toBe('Mise en page');
    expect(groupOf('faq')).toBe('Contenu');
  });

  it('lists the groups in the order of groups.json, and the blocks group after group', () => {
    expect(BLOCK_GROUPS).toEqual([
      'Pages',
      'Mise en page',
      'Contenu',
      'Véhicules',
      'Modèles',
      'Leasing',
      'Concessions',
      'Formulaires',
      'Navigation',
    ]);
    const positions = catalogue.map((block) => BLOCK_GROUPS.indexOf(block.group));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
