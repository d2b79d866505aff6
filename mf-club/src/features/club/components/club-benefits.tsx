import type { RsiteContent } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { Card, CardGrid, Section } from '@rednest/shared/ui';
import styles from './club.module.scss';

type Block = RsiteContent['blocks'][number];

/** The club landing's hero: its headline, what the club is, and its picture. */
export function ClubHero({ hero }: { hero: Block }) {
  return (
    <div className={styles.hero}>
      <div>
        <h2 className={styles.statusTitle}>{hero.title}</h2>
        <p className={styles.lead}>{hero.body}</p>
      </div>
      {hero.image_url ? (
        <img className={styles.heroImage} src={hero.image_url} alt="" width={640} height={360} />
      ) : null}
    </div>
  );
}

/** What members get, one card per content block after the hero. */
export function ClubBenefits({ blocks }: { blocks: readonly Block[] }) {
  const t = useT();
  if (!blocks.length) return null;
  return (
    <Section title={t('club.landing.benefits')}>
      <CardGrid label={t('club.landing.benefits')}>
        {blocks.map((b) => (
          <Card key={b.key} as="li" title={b.title}>
            <p className={styles.body}>{b.body}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
