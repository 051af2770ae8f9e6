import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { autoDealer } from '@/page/seo/structured-data';
import { parseLocation, type Location } from '@/services/locations/location';

function seedLocation(slug: string): Location {
  const story = JSON.parse(readFileSync(`content/seed/stories/concessions/${slug}.json`, 'utf8')) as {
    uuid: string;
    content: unknown;
  };
  const parsed = parseLocation({ uuid: story.uuid, slug, fullSlug: `concessions/${slug}`, content: story.content });
  if (!parsed.ok) throw new Error(parsed.problems);
  return parsed.location;
}

const day = (name: string) => `https://schema.org/${name}`;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(day);

describe('autoDealer', () => {
  const niederkorn = seedLocation('niederkorn');

  it('gives each range of hours once, with every day that has it (lunch break included)', () => {
    const dealer = autoDealer(niederkorn);
    expect(dealer.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: WEEKDAYS, opens: '08:30', closes: '12:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: WEEKDAYS, opens: '13:30', closes: '18:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [day('Saturday')], opens: '09:00', closes: '16:00' },
    ]);
    expect(dealer.department).toEqual([
      expect.objectContaining({
        '@type': 'AutoRepair',
        name: 'Autopolis Niederkorn',
        openingHoursSpecification: [
          { '@type': 'OpeningHoursSpecification', dayOfWeek: WEEKDAYS, opens: '07:30', closes: '18:00' },
        ],
      }),
    ]);
  });

  it('names itself with an @id on its page, which the workshop does not share', () => {
    const dealer = autoDealer(niederkorn);
    expect(dealer['@id']).toBe('http://localhost:3000/concessions/niederkorn#concession');
    expect(dealer.url).toBe('http://localhost:3000/concessions/niederkorn');
    expect((dealer.department as Record<string, unknown>[])[0]).not.toHaveProperty('@id');
  });

  it('closes a range past midnight at 23:59 and keeps ranges apart when only their closing differs', () => {
    const late: Location = {
      ...niederkorn,
      showroom: {
        ...niederkorn.showroom,
        weekly: {
          ...niederkorn.showroom.weekly,
          friday: [{ opens: '08:30', closes: '17:00' }],
          sunday: [{ opens: '20:00', closes: '02:00' }],
        },
      },
    };
    expect(autoDealer(late).openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: WEEKDAYS.slice(0, 4), opens: '08:30', closes: '12:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: WEEKDAYS.slice(0, 4), opens: '13:30', closes: '18:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [day('Friday')], opens: '08:30', closes: '17:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [day('Saturday')], opens: '09:00', closes: '16:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [day('Sunday')], opens: '20:00', closes: '23:59' },
    ]);
  });
});
