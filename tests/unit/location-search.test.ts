import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseLocation, type Location } from '@/services/locations/location';
import { searchLocations } from '@/services/locations/location-search';

const DIR = 'content/seed/stories/concessions';
const locations: Location[] = readdirSync(DIR)
  .filter((file) => file.endsWith('.json') && file !== 'index.json' && !file.startsWith('_'))
  .map((file) => {
    const story = JSON.parse(readFileSync(`${DIR}/${file}`, 'utf8')) as { uuid: string; content: unknown };
    const slug = file.replace(/\.json$/, '');
    const parsed = parseLocation({ uuid: story.uuid, slug, fullSlug: `concessions/${slug}`, content: story.content });
    if (!parsed.ok) throw new Error(`${file}: ${parsed.problems}`);
    return parsed.location;
  });
const slugs = (query: string) => searchLocations(locations, query).map((l) => l.slug);

describe('location stories', () => {
  it('parse into the four sites with hours, coordinates in Luxembourg and advisers', () => {
    expect(locations.map((l) => l.slug).sort()).toEqual(['bertrange', 'esch-sur-alzette', 'niederkorn', 'vmal']);
    for (const location of locations) {
      expect(location.coordinates.lat).toBeGreaterThan(49.44);
      expect(location.coordinates.lat).toBeLessThan(50.19);
      expect(location.employees.length).toBeGreaterThan(0);
      if (location.role === 'dealership') {
        // Every brand a dealership sells has a sales adviser there.
        for (const brand of location.brandsSold)
          expect(location.employees.some((e) => e.team === 'sales' && e.brands.includes(brand))).toBe(true);
      }
    }
    expect(locations.find((l) => l.slug === 'vmal')?.role).toBe('tyre_service');
  });

  it('rejects a location with an unreadable time, naming the field', () => {
    const story = JSON.parse(readFileSync(`${DIR}/bertrange.json`, 'utf8')) as {
      content: { showroom_hours: { opens: string }[] };
    };
    story.content.showroom_hours[0]!.opens = '8h30';
    const parsed = parseLocation({
      uuid: 'x',
      slug: 'bertrange',
      fullSlug: 'concessions/bertrange',
      content: story.content,
    });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problems).toContain('showroom_hours[0](opening_range).opens');
  });

  it('rejects a postcode, an e-mail or coordinates out of shape, through the schema', () => {
    const story = JSON.parse(readFileSync(`${DIR}/bertrange.json`, 'utf8')) as { content: Record<string, unknown> };
    const problems = (changes: Record<string, unknown>) => {
      const parsed = parseLocation({
        uuid: 'x',
        slug: 'bertrange',
        fullSlug: 'concessions/bertrange',
        content: { ...story.content, ...changes },
      });
      return parsed.ok ? '' : parsed.problems;
    };
    expect(problems({ postal_code: '8070' })).toContain('location.postal_code : « 8070 » ne respecte pas le format');
    expect(problems({ email: 'bertrange(at)autopolis.lu' })).toContain(
      'location.email : « bertrange(at)autopolis.lu » ne respecte pas le format',
    );
    expect(problems({ latitude: '149.6' })).toContain('location.latitude : au plus 90');
  });

  it('keeps a range past midnight but rejects a closing time after 24:00', () => {
    const story = JSON.parse(readFileSync(`${DIR}/bertrange.json`, 'utf8')) as {
      content: { showroom_hours: { opens: string; closes: string }[] };
    };
    const range = story.content.showroom_hours[0]!;
    Object.assign(range, { opens: '22:00', closes: '02:00' });
    const night = parseLocation({
      uuid: 'x',
      slug: 'bertrange',
      fullSlug: 'concessions/bertrange',
      content: story.content,
    });
    expect(night.ok && night.location.showroom.weekly.monday).toContainEqual({ opens: '22:00', closes: '02:00' });
    Object.assign(range, { opens: '00:00', closes: '24:00' });
    const allDay = parseLocation({
      uuid: 'x',
      slug: 'bertrange',
      fullSlug: 'concessions/bertrange',
      content: story.content,
    });
    expect(allDay.ok && allDay.location.showroom.weekly.monday).toContainEqual({ opens: '00:00', closes: '24:00' });
    range.closes = '24:30';
    const late = parseLocation({
      uuid: 'x',
      slug: 'bertrange',
      fullSlug: 'concessions/bertrange',
      content: story.content,
    });
    expect(late).toEqual({
      ok: false,
      problems: 'showroom_hours[0].closes 24:30 is after midnight (24:00 at the latest)',
    });
  });
});

describe('searchLocations', () => {
  it('finds a site by name, town, postcode (with or without L-) and brand, ignoring case and accents', () => {
    expect(slugs('Bertrange')).toContain('bertrange');
    expect(slugs('esch')).toContain('esch-sur-alzette');
    expect(slugs('ESCH SUR ALZETTE')).toContain('esch-sur-alzette');
    expect(slugs('4645')).toEqual(['niederkorn']);
    expect(slugs('L-4645')).toEqual(['niederkorn']);
    expect(slugs('Pétange')).toEqual(['niederkorn']); // the street: route de Pétange
    expect(slugs('alfa romeo')).toEqual(expect.arrayContaining(['bertrange', 'esch-sur-alzette']));
    expect(slugs('')).toHaveLength(locations.length);
  });

  it('finds nothing for a town without a site', () => {
    expect(slugs('Ettelbruck')).toEqual([]);
    expect(slugs('kia esch')).toEqual([]);
  });
});
