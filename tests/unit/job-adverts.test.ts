import { describe, expect, it } from 'vitest';
import { documentName, isPdf } from '@/services/careers/application-files';
import { isJobAdvertOpen, jobAdvertClosesAt, selectJobAdverts, type JobAdvert } from '@/services/careers/job-advert';
import { parseJobListParams } from '@/services/careers/job-advert-query';
import { secondsUntilFirstClosing } from '@/site/careers/job-advert-lifetime';

const BERTRANGE = '5a1c0b3e-6f1d-4c4e-9b0a-1e2d3c4b5a01';
const ESCH = '5a1c0b3e-6f1d-4c4e-9b0a-1e2d3c4b5a03';

const advert = (overrides: Partial<JobAdvert>): JobAdvert => ({
  slug: 'mecanicien-automobile-bertrange',
  title: 'Mécanicien automobile (h/f)',
  locationUuid: BERTRANGE,
  field: 'atelier',
  contract: 'cdi',
  workingTime: null,
  start: 'Dès que possible',
  intro: '',
  missions: [],
  profile: [],
  offer: [],
  publishedOn: '2026-11-02',
  closesOn: '2027-01-31',
  ...overrides,
});

describe('a job advert’s closing', () => {
  it('is open through its closing day and closed from the next midnight, Luxembourg time (winter)', () => {
    const job = advert({ closesOn: '2027-01-31' });
    // 23:59:59 in Luxembourg (UTC+1) is 22:59:59 UTC.
    expect(isJobAdvertOpen(job, new Date('2027-01-31T22:59:59Z'))).toBe(true);
    expect(isJobAdvertOpen(job, new Date('2027-01-31T23:00:00Z'))).toBe(false);
    expect(jobAdvertClosesAt(job).toISOString()).toBe('2027-01-31T23:00:00.000Z');
  });

  it('follows summer time (UTC+2)', () => {
    const job = advert({ closesOn: '2027-06-30' });
    expect(isJobAdvertOpen(job, new Date('2027-06-30T21:59:59Z'))).toBe(true);
    expect(isJobAdvertOpen(job, new Date('2027-06-30T22:00:00Z'))).toBe(false);
  });
});

describe('the list of adverts', () => {
  const now = new Date('2026-12-01T09:00:00Z');
  const all = [
    advert({ slug: 'a', title: 'Carrossier', locationUuid: ESCH, field: 'carrosserie', publishedOn: '2026-11-16' }),
    advert({ slug: 'b', title: 'Mécanicien', publishedOn: '2026-11-02' }),
    advert({ slug: 'c', title: 'Peintre', locationUuid: ESCH, field: 'carrosserie', closesOn: '2026-10-31' }),
    advert({ slug: 'd', title: 'Apprenti', field: 'atelier', publishedOn: '2026-11-16' }),
  ];

  it('shows open adverts only, newest first, then by title', () => {
    expect(selectJobAdverts(all, now).map((job) => job.slug)).toEqual(['d', 'a', 'b']);
  });

  it('filters by site and by field', () => {
    expect(selectJobAdverts(all, now, { location: ESCH }).map((job) => job.slug)).toEqual(['a']);
    expect(selectJobAdverts(all, now, { field: 'atelier' }).map((job) => job.slug)).toEqual(['d', 'b']);
    expect(selectJobAdverts(all, now, { location: ESCH, field: 'atelier' })).toEqual([]);
  });

  it('reads its filters from the address, dropping what it does not know', () => {
    expect(parseJobListParams({ concession: 'esch-sur-alzette', metier: 'carrosserie' })).toEqual({
      site: 'esch-sur-alzette',
      field: 'carrosserie',
    });
    expect(parseJobListParams({ concession: '<script>', metier: 'pilote' })).toEqual({
      site: undefined,
      field: undefined,
    });
    expect(parseJobListParams({ metier: ['vente', 'atelier'] })).toEqual({ site: undefined, field: 'vente' });
  });

  it('renders again when the first advert it shows closes, within a minute and an hour', () => {
    const job = advert({ closesOn: '2026-12-01' }); // closes at 2026-12-01T23:00:00Z
    expect(secondsUntilFirstClosing([job], new Date('2026-12-01T22:50:00Z'))).toBe(600);
    expect(secondsUntilFirstClosing([job], new Date('2026-12-01T22:59:50Z'))).toBe(60);
    expect(secondsUntilFirstClosing([job], new Date('2026-12-01T09:00:00Z'))).toBe(3600);
  });
});

describe('an applicant’s document', () => {
  it('is a PDF by its first bytes, whatever its name', () => {
    expect(isPdf(Buffer.from('%PDF-1.7\n…'))).toBe(true);
    expect(isPdf(Buffer.from('MZ\x90\x00', 'latin1'))).toBe(false);
    expect(isPdf(Buffer.from('%PD'))).toBe(false);
    expect(isPdf(Buffer.from(' %PDF-1.7'))).toBe(false);
  });

  it('keeps the visitor’s file name for the staff, without folders or control characters', () => {
    expect(documentName('C:\\Users\\sofia\\CV Sofia.pdf', 'cv')).toBe('CV Sofia.pdf');
    expect(documentName('../../etc/passwd', 'cv')).toBe('passwd.pdf');
    expect(documentName('lettre"\u0000.PDF', 'letter')).toBe('lettre.PDF');
    expect(documentName('', 'letter')).toBe('letter.pdf');
  });
});
