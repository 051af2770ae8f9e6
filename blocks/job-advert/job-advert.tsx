import type { BlockProps } from '@/blocks/block-context';
import { blockDomId } from '@/blocks/block-dom-id';
import { storySlug } from '@/content/content-folders';
import { t } from '@/i18n/translate';
import { jobAdvertFromBlock } from '@/services/careers/job-advert';
import { loadLocation } from '@/services/locations/load-locations';
import { sitePaths } from '@/services/routing/site-paths';
import { jobContractLabel, jobDate, jobFieldLabel } from '@/site/careers/job-advert-display';
import { PRIVACY_PATH } from '@/site/enquiries/enquiry-sites';
import { ContactFields, DocumentInput, EnquiryForm } from '@/site/enquiries/form-parts';
import { AppLink } from '@/site/ui/app-link';
import { Button } from '@/site/ui/button';
import { Container } from '@/site/ui/container';
import pageHeader from '@/site/ui/page-header.module.css';
import { Section } from '@/site/ui/section';
import styles from './job-advert.module.css';

/**
 * A job advert's page (`/carrieres/{slug}`): title, site, contract and dates, the missions, the profile and
 * what the post offers, then the application form (identity, message, CV and letter as PDF). A closed advert
 * never renders: its page answers 410 (page/load-subject.ts).
 */
export async function JobAdvertBlock({ block, context }: BlockProps<'job_advert'>) {
  const job =
    context.subject.kind === 'job-advert'
      ? context.subject.job
      : jobAdvertFromBlock(block, storySlug(context.story.fullSlug));
  const location =
    context.subject.kind === 'job-advert'
      ? context.subject.location
      : await loadLocation(job.locationUuid, context.version);
  const titleId = blockDomId('job-advert', block._uid);
  const formTitleId = blockDomId('job-application', block._uid);
  const facts: [string, string][] = [
    [t('careers.advert.site'), location?.name ?? ''],
    [t('careers.advert.field'), jobFieldLabel(job)],
    [t('careers.advert.contract'), jobContractLabel(job)],
    ...(job.workingTime ? ([[t('careers.advert.workingTime'), job.workingTime]] as [string, string][]) : []),
    [t('careers.advert.start'), job.start],
    [t('careers.advert.publishedOn'), jobDate(job.publishedOn)],
    [t('careers.advert.closesOn'), jobDate(job.closesOn)],
  ];
  const lists: [key: string, title: string, items: string[]][] = [
    ['missions', t('careers.advert.missions'), job.missions],
    ['profile', t('careers.advert.profile'), job.profile],
    ['offer', t('careers.advert.offer'), job.offer],
  ];

  return (
    <>
      <section className={pageHeader.header} aria-labelledby={titleId}>
        <Container className={pageHeader.inner}>
          <div className={pageHeader.text}>
            <hgroup className={pageHeader.headingGroup}>
              <p className={pageHeader.eyebrow}>{t('careers.advert.eyebrow', { site: location?.name ?? '' })}</p>
              <h1 id={titleId} className={pageHeader.title}>
                {job.title}
              </h1>
            </hgroup>
            {job.intro ? <p className={pageHeader.intro}>{job.intro}</p> : null}
            <Button href={`#${formTitleId}`} variant="primary" size="large">
              {t('careers.advert.apply')}
            </Button>
          </div>
        </Container>
      </section>

      <Section title={t('careers.advert.details')} titleId={blockDomId('job-advert-details', block._uid)}>
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      {lists.map(([key, title, items]) =>
        items.length > 0 ? (
          <Section key={key} title={title} titleId={blockDomId(`job-advert-${key}`, block._uid)}>
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Section>
        ) : null,
      )}

      <Section title={t('careers.form.title')} titleId={formTitleId} intro={t('careers.form.intro')} width="narrow">
        <EnquiryForm
          type="application"
          labelledBy={formTitleId}
          pagePath={context.path}
          hidden={{ job: job.slug }}
          submitLabel={t('careers.form.send')}
        >
          <DocumentInput name="cv" label={t('careers.form.cv')} hint={t('careers.form.documentHint')} />
          <DocumentInput name="letter" label={t('careers.form.letter')} optional />
          <ContactFields privacyHref={PRIVACY_PATH} />
        </EnquiryForm>
        <p className={styles.back}>
          <AppLink href={sitePaths().careers}>{t('careers.advert.backToList')}</AppLink>
        </p>
      </Section>
    </>
  );
}
