import type { LoyaltyPrograms } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { Section } from '@rednest/shared/ui';
import styles from './redcash.module.scss';

/** Cash-back percent, the most of a booking redcash may pay, and how long it stays valid. */
export function RedcashRules({ redcash, language }: { redcash: LoyaltyPrograms['redcash']; language: string }) {
  const t = useT();
  const percent = (value: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
  const rules = [
    {
      term: t('club.redcash.cashback'),
      value: t('club.redcash.cashbackValue', { percent: percent(redcash.cashback_percent) }),
    },
    {
      term: t('club.redcash.maxRedeem'),
      value: t('club.redcash.maxRedeemValue', { percent: percent(redcash.max_redeem_percent) }),
    },
    { term: t('club.redcash.validity'), value: t('club.redcash.validityValue', { days: redcash.validity_days }) },
  ];
  return (
    <Section title={t('club.redcash.atAGlance')}>
      <dl className={styles.rules}>
        {rules.map((rule) => (
          <div key={rule.term} className={styles.rule}>
            <dt className={styles.ruleTerm}>{rule.term}</dt>
            <dd className={styles.ruleValue}>{rule.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
