import { useId } from 'react';
import type { ContentBlock } from '../utils/landing-sections';
import styles from './reseller-landing.module.scss';

/**
 * Benefit cards with their illustration, or a decorative mark when the block has none (the
 * title says it all, so images are alt="").
 */
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
            {benefit.image_url ? (
              <img className={styles.benefitImage} src={benefit.image_url} alt="" loading="lazy" />
            ) : (
              <span className={styles.benefitMark} aria-hidden="true">
                <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
                  <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
                </svg>
              </span>
            )}
            <h3 className={styles.benefitTitle}>{benefit.title}</h3>
            <p className={styles.benefitBody}>{benefit.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
