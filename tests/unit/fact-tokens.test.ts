import { describe, expect, it } from 'vitest';
import type { Location } from '@/services/locations/location';
import { resolveFactTokens } from '@/page/fact-tokens';
import { weeklyHoursSummary } from '@/site/locations/hours-summary';

const week = (ranges: Partial<Record<string, { opens: string; closes: string }[]>>) => ({
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
  ...ranges,
});
const lunchBreak = [
  { opens: '08:30', closes: '12:00' },
  { opens: '13:30', closes: '18:30' },
];
const niederkorn = {
  slug: 'niederkorn',
  phone: '+352 26 58 21 00',
  email: 'niederkorn@autopolis.lu',
  address: { street: '45, route de Pétange', postalCode: 'L-4645', locality: 'Niederkorn' },
  showroom: {
    weekly: week({
      monday: lunchBreak,
      tuesday: lunchBreak,
      wednesday: lunchBreak,
      thursday: lunchBreak,
      friday: lunchBreak,
      saturday: [{ opens: '09:00', closes: '16:00' }],
    }),
  },
  workshop: { weekly: week({}) },
} as unknown as Location;

describe('weekly hours summary', () => {
  it('groups consecutive days with the same hours and keeps the lunch break', () => {
    expect(weeklyHoursSummary(niederkorn.showroom.weekly)).toBe(
      'lun.–ven. 8\u00A0h\u00A030–12\u00A0h et 13\u00A0h\u00A030–18\u00A0h\u00A030, sam. 9\u00A0h–16\u00A0h',
    );
  });
  it('names a day alone and leaves closed days out', () => {
    expect(
      weeklyHoursSummary(
        week({ monday: [{ opens: '07:30', closes: '18:00' }], wednesday: [{ opens: '07:30', closes: '18:00' }] }),
      ),
    ).toBe('lun. 7\u00A0h\u00A030–18\u00A0h, mer. 7\u00A0h\u00A030–18\u00A0h');
  });
});

describe('fact tokens', () => {
  const facts = { stockCount: 1234, locations: [niederkorn] };
  it('replaces the tokens in every text of the content, rich text included', () => {
    const content = {
      component: 'page',
      title: '{{stock_count}} véhicules',
      body: [
        {
          component: 'card',
          text: 'Tél. {{phone:niederkorn}}\n{{address:niederkorn}}\nShowroom {{ showroom_hours:niederkorn }}',
        },
      ],
      doc: { type: 'doc', content: [{ type: 'text', text: 'Appelez le {{phone:niederkorn}}.' }] },
      contact: 'Écrivez à {{email:niederkorn}}',
    };
    expect(resolveFactTokens(content, facts, { preview: false })).toEqual({
      component: 'page',
      title: '1\u202F234 véhicules',
      body: [
        {
          component: 'card',
          text: `Tél. +352 26 58 21 00\n45, route de Pétange, L-4645 Niederkorn\nShowroom ${weeklyHoursSummary(niederkorn.showroom.weekly)}`,
        },
      ],
      doc: { type: 'doc', content: [{ type: 'text', text: 'Appelez le +352 26 58 21 00.' }] },
      contact: 'Écrivez à niederkorn@autopolis.lu',
    });
  });
  it('drops a token that names nothing from the published page and shows it in preview', () => {
    expect(resolveFactTokens({ text: 'Tél. {{phone:mamer}}' }, facts, { preview: false })).toEqual({ text: 'Tél. ' });
    expect(resolveFactTokens({ text: 'Tél. {{phone:mamer}}' }, facts, { preview: true })).toEqual({
      text: 'Tél. {{phone:mamer}}',
    });
    expect(resolveFactTokens({ text: '{{workshop_hours:niederkorn}}' }, facts, { preview: true })).toEqual({
      text: '{{workshop_hours:niederkorn}}',
    });
  });
});
