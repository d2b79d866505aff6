import type { Locale, Referral } from '@rednest/shared/contracts';
import { formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { StepList } from '@rednest/shared/ui';

/** Give and get, in three steps with the amounts in the reader's currency. */
export function ReferralSteps({ data, locale }: { data: Referral; locale: Locale }) {
  const t = useT();
  const give = formatMoney(data.friend_reward.amount, data.friend_reward.currency, locale);
  const get = formatMoney(data.referrer_credit.amount, data.referrer_credit.currency, locale);
  return (
    <StepList
      steps={[
        { key: 'share', title: t('club.refer.step1'), body: t('club.refer.step1Body') },
        { key: 'join', title: t('club.refer.step2'), body: t('club.refer.step2Body', { amount: give }) },
        { key: 'stay', title: t('club.refer.step3'), body: t('club.refer.step3Body', { amount: get }) },
      ]}
    />
  );
}
