import { useId } from 'react';
import type { Locale, Referral } from '@rednest/shared/contracts';
import { formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { Button } from '@rednest/shared/ui';
import { CopyCode } from '../../../components/copy-code';
import styles from './referral.module.scss';

/** the sign-up link a member shares: the site they are on, its language, their code */
export const referralLink = (origin: string, locale: Locale, code: string) =>
  `${origin}/${locale}/signUp?ref=${encodeURIComponent(code)}`;

/** A member's code and link, with Copy and (where the device can) Share, and how their friends are doing. */
export function ReferralShare({ data, locale }: { data: Referral & { code: string }; locale: Locale }) {
  const t = useT();
  const headingId = useId();
  const link = referralLink(window.location.origin, locale, data.code);
  const friendReward = formatMoney(data.friend_reward.amount, data.friend_reward.currency, locale);
  const canShare = typeof navigator.share === 'function';
  const number = new Intl.NumberFormat(locale);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('club.refer.yours')}
      </h2>
      <CopyCode
        code={data.code}
        copied={t('club.refer.codeCopied')}
        label={t('club.refer.copyCode', { code: data.code })}
      />
      <p className={styles.term}>{t('club.refer.linkLabel')}</p>
      <CopyCode code={link} copied={t('club.refer.linkCopied')} label={t('club.refer.copyLink')} long />
      {canShare ? (
        <Button
          variant="secondary"
          onClick={() =>
            void navigator
              .share({
                title: t('club.refer.shareTitle'),
                text: t('club.refer.shareText', { amount: friendReward }),
                url: link,
              })
              .catch(() => undefined)
          }
        >
          {t('club.refer.share')}
        </Button>
      ) : null}
      {data.friends && data.earned ? (
        <dl className={styles.stats}>
          <div>
            <dt>{t('club.refer.joined')}</dt>
            <dd>{number.format(data.friends.joined)}</dd>
          </div>
          <div>
            <dt>{t('club.refer.credited')}</dt>
            <dd>{number.format(data.friends.credited)}</dd>
          </div>
          <div>
            <dt>{t('club.refer.earned')}</dt>
            <dd>{formatMoney(data.earned.amount, data.earned.currency, locale)}</dd>
          </div>
        </dl>
      ) : null}
      {data.friends && data.friends.refused > 0 ? (
        <p className={styles.muted}>{t('club.refer.refused', { count: number.format(data.friends.refused) })}</p>
      ) : null}
    </section>
  );
}
