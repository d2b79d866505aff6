import type { ContentBlock } from '../utils/landing-sections';
import styles from './reseller-landing.module.scss';

/** The page heading: the content's own title when the hero block has one, our fallback otherwise. */
export function LandingHero({ hero, fallbackTitle, fallbackLead }: { hero: ContentBlock | null; fallbackTitle: string; fallbackLead: string }) {
  const title = hero?.title.trim() || fallbackTitle;
  const lead = hero?.body.trim() || fallbackLead;
  return (
    <header className={styles.hero}>
      <div className={styles.heroText}>
        <h1 className={styles.heroTitle}>{title}</h1>
        <p className={styles.heroLead}>{lead}</p>
      </div>
      {hero?.image_url && <img className={styles.heroImage} src={hero.image_url} alt="" />}
    </header>
  );
}
