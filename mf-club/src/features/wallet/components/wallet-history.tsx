import { useId } from 'react';
import type { Locale, WalletLine } from '@rednest/shared/contracts';
import { formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { Button, ErrorPanel, Skeleton } from '@rednest/shared/ui';
import { useRedcashHistory } from '../api/get-redcash-history';
import styles from './wallet-history.module.scss';

const day = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));

/** One movement in words: what it was, for which booking, and when money that came in expires. */
function LineText({ line, locale }: { line: WalletLine; locale: Locale }) {
  const t = useT();
  return (
    <>
      <span className={styles.lineKind}>{t(`club.history.kind.${line.kind}`)}</span>
      {line.booking_code ? (
        <span className={styles.muted} translate="no">
          {' '}
          · {line.booking_code}
        </span>
      ) : null}
      {line.pending ? <span className={styles.pending}>{t('club.history.pending')}</span> : null}
      <span className={styles.lineMeta}>
        {day(line.at, locale)}
        {line.expires_at ? ` · ${t('club.history.expires', { date: day(line.expires_at, locale) })}` : ''}
      </span>
    </>
  );
}

/** The member's redcash movements, newest first, with "show more" for older ones. */
export function WalletHistory({ locale }: { locale: Locale }) {
  const t = useT();
  const headingId = useId();
  const history = useRedcashHistory(true);
  const lines = history.data?.pages.flatMap((p) => p.lines) ?? [];

  let body;
  if (history.isPending) body = <Skeleton height={120} label={t('club.history.loading')} />;
  else if (history.isError && !lines.length)
    body = (
      <ErrorPanel
        message={t('club.history.error')}
        onRetry={() => void history.refetch()}
        retryLabel={t('club.retry')}
      />
    );
  else if (!lines.length) body = <p className={styles.body}>{t('club.history.empty')}</p>;
  else
    body = (
      <>
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line.id} className={styles.line}>
              <div>
                <LineText line={line} locale={locale} />
              </div>
              <span className={line.amount > 0 ? styles.amountIn : styles.amountOut}>
                {line.amount > 0 ? '+' : '−'}
                {formatMoney(Math.abs(line.amount), line.currency, locale)}
              </span>
            </li>
          ))}
        </ul>
        {history.hasNextPage ? (
          <Button
            variant="secondary"
            onClick={() => void history.fetchNextPage()}
            disabled={history.isFetchingNextPage}
          >
            {t('club.history.more')}
          </Button>
        ) : null}
      </>
    );

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('club.history.title')}
      </h2>
      {body}
    </section>
  );
}
