import { Card, CardGrid, Section } from '@rednest/shared/ui';
import type { ContentBlock } from '../utils/landing-sections';
import styles from './reseller-landing.module.scss';

/**
 * Benefit cards with their illustration, or a decorative mark when the block has none (the
 * title says it all, so images are alt="").
 */
export function BenefitList({ title, benefits }: { title: string; benefits: ContentBlock[] }) {
  if (benefits.length === 0) return null;
  return (
    <Section title={title}>
      <CardGrid>
        {benefits.map((benefit) => (
          <Card key={benefit.key} as="li" title={benefit.title}>
            {benefit.image_url ? (
              <img className={styles.benefitImage} src={benefit.image_url} alt="" loading="lazy" />
            ) : (
              <span className={styles.benefitMark} aria-hidden="true">
                <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
                  <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
                </svg>
              </span>
            )}
            <p className={styles.text}>{benefit.body}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
