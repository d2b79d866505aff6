import type { LoyaltyPrograms, RsiteContent } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { Section, StepList } from '@rednest/shared/ui';
import styles from './redcash.module.scss';

type Step = LoyaltyPrograms['redcash']['how_it_works'][number];
type Block = RsiteContent['blocks'][number];

/**
 * The steps of loyalty_programs.redcash.how_it_works, followed by the editorial blocks of
 * load_rsite_contents (section what_is_redcash) that explain them. Texts are plain text.
 */
export function HowItWorks({ steps, blocks }: { steps: Step[]; blocks: Block[] }) {
  const t = useT();
  if (steps.length === 0 && blocks.length === 0) return null;
  return (
    <Section title={t('club.redcash.howItWorks')}>
      {steps.length > 0 && (
        <StepList steps={steps.map((step, i) => ({ key: `${i}-${step.title}`, title: step.title, body: step.body }))} />
      )}
      {blocks.length > 0 && (
        <div className={styles.blocks}>
          {blocks.map((block) => (
            <article key={block.key} className={styles.block}>
              {block.image_url && <img className={styles.blockImage} src={block.image_url} alt="" loading="lazy" />}
              <div>
                <h3 className={styles.blockTitle}>{block.title}</h3>
                <p className={styles.muted}>{block.body}</p>
              </div>
            </article>
          ))}
        </div>
      )}
    </Section>
  );
}
