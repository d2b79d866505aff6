import { useId } from 'react';
import type { ContentBlock } from '../utils/landing-sections';
import styles from './reseller-landing.module.scss';

/** Benefit cards with their illustration (decorative: the title says it all, so alt is empty). */
export function BenefitList({ title, benefits }: { title: string; benefits: ContentBlock[] }) {
  const headingId = useId();
  if (benefits.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.benefits}>
        {benefits.map((benefit) => (
          <li key={benefit.key} className={styles.benefit}>
            {benefit.image_url && <img className={styles.benefitImage} src={benefit.image_url} alt="" loading="lazy" />}
            <h3 className={styles.benefitTitle}>{benefit.title}</h3>
            <p className={styles.benefitBody}>{benefit.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
