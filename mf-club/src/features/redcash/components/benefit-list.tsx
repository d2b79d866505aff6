import styles from './redcash.module.scss';

/** The benefits of a club plan or a tier, as a bulleted list (nothing when there are none). */
export function BenefitList({ benefits }: { benefits: readonly string[] }) {
  if (benefits.length === 0) return null;
  return (
    <ul className={styles.benefits}>
      {benefits.map((benefit) => (
        <li key={benefit}>{benefit}</li>
      ))}
    </ul>
  );
}
