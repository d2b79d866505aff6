import { useId } from 'react';
import { useT } from '@rednest/shared/i18n';
import type { ContentBlock } from '../utils/landing-sections';
import styles from './reseller-landing.module.scss';

interface Step {
  key: string;
  title: string;
  body: string;
}

/**
 * The reseller journey as numbered steps: the content's step blocks when it has them, otherwise
 * our own three steps (contact → verification → booking), which is how onboarding works today.
 */
export function HowItWorks({ title, intro, steps }: { title: string; intro: ContentBlock | null; steps: ContentBlock[] }) {
  const t = useT();
  const headingId = useId();
  const shown: Step[] =
    steps.length > 0
      ? steps
      : [1, 2, 3].map((n) => ({ key: `default-${n}`, title: t(`corp.reseller.step${n}Title`), body: t(`corp.reseller.step${n}Body`) }));
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {intro && (
        <div className={styles.howIntro}>
          <h3 className={styles.stepTitle}>{intro.title}</h3>
          <p className={styles.stepBody}>{intro.body}</p>
        </div>
      )}
      <ol className={styles.steps}>
        {shown.map((step, i) => (
          <li key={step.key} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepBody}>{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
