import type { BlockProps } from '@/blocks/block-context';
import { blockDomId } from '@/blocks/block-dom-id';
import { t } from '@/i18n/translate';
import { JOB_FIELDS, selectJobAdverts } from '@/services/careers/job-advert';
import { JOB_LIST_PARAMS, parseJobListParams } from '@/services/careers/job-advert-query';
import { loadJobAdverts } from '@/services/careers/load-job-adverts';
import { loadDealerships } from '@/services/locations/load-locations';
import { jobAdvertPageLifetime } from '@/site/careers/job-advert-lifetime';
import { jobAdvertPath, jobContractLabel, jobDate } from '@/site/careers/job-advert-display';
import { AppLink } from '@/site/ui/app-link';
import { Button } from '@/site/ui/button';
import { FilterForm } from '@/site/ui/form/filter-form-parts';
import { SelectField } from '@/site/ui/form/select-field';
import card from '@/site/ui/linked-card.module.css';
import cardGrid from '@/site/ui/card-grid.module.css';
import { Section } from '@/site/ui/section';
import filterStyles from '@/site/ui/list-filters.module.css';
import styles from './job-advert-list.module.css';

/**
 * The open job adverts, newest first, as cards (title, site, contract, closing date). A GET form filters them
 * by site and field (`?concession=bertrange&metier=atelier`; unknown values are ignored): it works without
 * JavaScript, and with it each change updates the list in place. A closed advert leaves the list at the
 * midnight after its closing day, Luxembourg time (the page renders again then).
 */
export async function JobAdvertListBlock({ block, context }: BlockProps<'job_advert_list'>) {
  const [all, sites] = await Promise.all([loadJobAdverts(context.version), loadDealerships(context.version)]);
  const now = new Date();
  const query = parseJobListParams(context.searchParams);
  const site = sites.find((candidate) => candidate.slug === query.site);
  const open = selectJobAdverts(all, now);
  const jobs = selectJobAdverts(open, now, { location: site?.uuid, field: query.field });
  await jobAdvertPageLifetime(open, now);
  const siteName = new Map(sites.map((candidate) => [candidate.uuid, candidate.name]));
  const filtered = Boolean(site || query.field);
  const titleId = blockDomId('job-advert-list', block._uid);

  return (
    <Section title={block.title} titleId={titleId} intro={block.intro} width="wide">
      <div className={filterStyles.layout}>
        <FilterForm action={context.path} paramOrder={JOB_LIST_PARAMS} className={filterStyles.filters}>
          <h3 className="visually-hidden">{t('careers.list.filters')}</h3>
          <SelectField
            name="concession"
            label={t('careers.list.site')}
            emptyOption={t('careers.list.allSites')}
            options={sites.map((candidate) => ({ value: candidate.slug, label: candidate.name }))}
            defaultValue={site?.slug ?? ''}
            className={filterStyles.field}
          />
          <SelectField
            name="metier"
            label={t('careers.list.field')}
            emptyOption={t('careers.list.allFields')}
            options={JOB_FIELDS.map((field) => ({ value: field, label: t(`careers.fields.${field}`) }))}
            defaultValue={query.field ?? ''}
            className={filterStyles.field}
          />
          <Button type="submit" variant="secondary" iconPosition="none" className={filterStyles.apply}>
            {t('careers.list.apply')}
          </Button>
        </FilterForm>
        <div className={filterStyles.summary}>
          <p className={filterStyles.count} role="status">
            {t('careers.list.count', { count: jobs.length })}
          </p>
          {filtered ? (
            <AppLink href={context.path} className={filterStyles.reset} scroll={false}>
              {t('careers.list.reset')}
            </AppLink>
          ) : null}
        </div>
        {jobs.length === 0 ? (
          <p className={styles.empty}>{filtered ? t('careers.list.empty') : t('careers.list.emptyAll')}</p>
        ) : (
          <ul role="list" className={cardGrid.grid}>
            {jobs.map((job) => (
              <li key={job.slug}>
                <article className={card.card}>
                  <div className={card.body}>
                    <h3 className={styles.title}>
                      <AppLink href={jobAdvertPath(job.slug)} className={card.link}>
                        {job.title}
                      </AppLink>
                    </h3>
                    <ul className={styles.facts}>
                      <li>{siteName.get(job.locationUuid) ?? ''}</li>
                      <li>{t(`careers.fields.${job.field}`)}</li>
                      <li>{jobContractLabel(job)}</li>
                    </ul>
                    <p className={styles.closes}>{t('careers.list.closesOn', { date: jobDate(job.closesOn) })}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}
