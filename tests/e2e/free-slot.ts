import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { bookableSlotTimes, SLOT_RULES, type AppointmentKind } from '../../services/enquiries/appointment-slots';
import { addDays, luxembourgDateTime, WEEKDAYS, type Weekday } from '../../services/locations/luxembourg-time';
import type { OpeningSchedule } from '../../services/locations/opening-status';

type Range = { day: Weekday; opens: string; closes: string };
type Closure = { from_date: string; to_date?: string; applies_to: string };

/** A site's workshop schedule, read from its seed story (what the site itself reads, independently parsed). */
async function workshopSchedule(site: string): Promise<OpeningSchedule> {
  const story = JSON.parse(await readFile(`content/seed/stories/concessions/${site}.json`, 'utf8')) as {
    content: { workshop_hours: Range[]; closures?: Closure[]; closed_on_public_holidays?: boolean };
  };
  const weekly = Object.fromEntries(
    WEEKDAYS.map((day) => [day, story.content.workshop_hours.filter((r) => r.day === day)]),
  ) as unknown as OpeningSchedule['weekly'];
  const closures = (story.content.closures ?? [])
    .filter((c) => c.applies_to !== 'showroom')
    .map((c) => ({ from: c.from_date.slice(0, 10), to: (c.to_date || c.from_date).slice(0, 10), reason: '' }));
  return { weekly, closures, closedOnPublicHolidays: story.content.closed_on_public_holidays ?? true };
}

/** A workshop slot of that kind at the site, `fromDay` days ahead or more, with a place left. */
export async function freeWorkshopSlot(
  request: APIRequestContext,
  site: string,
  kind: Exclude<AppointmentKind, 'test-drive'>,
  fromDay = 7,
): Promise<{ date: string; time: string }> {
  const schedule = await workshopSchedule(site);
  const now = new Date();
  const today = luxembourgDateTime(now).day;
  for (let offset = fromDay; offset < 60; offset++) {
    const date = addDays(today, offset);
    const times = bookableSlotTimes(schedule, date, SLOT_RULES[kind], now);
    if (times.length === 0) continue;
    const { full } = (await (
      await request.get(`/api/rendez-vous/creneaux?site=${site}&kind=${kind}&date=${date}`)
    ).json()) as { full: string[] };
    const free = times.find((time) => !full.includes(time));
    if (free) return { date, time: free };
  }
  throw new Error(`No free ${kind} slot at ${site}`);
}
