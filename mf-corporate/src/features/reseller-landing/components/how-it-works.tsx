import { useT } from '@rednest/shared/i18n';
import { Section, StepList, type Step } from '@rednest/shared/ui';
import type { ContentBlock } from '../utils/landing-sections';
import styles from './reseller-landing.module.scss';

/**
 * The reseller journey as numbered steps: the content's step blocks when it has them, otherwise
 * our own three steps (contact → verification → booking), which is how onboarding works today.
 */
export function HowItWorks({
  title,
  intro,
  steps,
}: {
  title: string;
  intro: ContentBlock | null;
  steps: ContentBlock[];
}) {
  const t = useT();
  const shown: Step[] =
    steps.length > 0
      ? steps
      : [1, 2, 3].map((n) => ({
          key: `default-${n}`,
          title: t(`corp.reseller.step${n}Title`),
          body: t(`corp.reseller.step${n}Body`),
        }));
  return (
    <Section title={title}>
      {intro && (
        <div className={styles.howIntro}>
          <h3 className={styles.howIntroTitle}>{intro.title}</h3>
          <p className={styles.text}>{intro.body}</p>
        </div>
      )}
      <StepList steps={shown} />
    </Section>
  );
}
