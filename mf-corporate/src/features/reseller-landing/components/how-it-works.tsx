import { useId } from 'react';
import type { ContentBlock } from '../utils/landing-sections';
import styles from './reseller-landing.module.scss';

/** The reseller journey as numbered steps, in the order the content lists them. */
export function HowItWorks({ title, steps }: { title: string; steps: ContentBlock[] }) {
  const headingId = useId();
  if (steps.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      <ol className={styles.steps}>
        {steps.map((step, i) => (
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
