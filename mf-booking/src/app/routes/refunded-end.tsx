import type { ReactNode } from 'react';
import { useT } from '@rednest/shared/i18n';
import { PageContainer } from '@rednest/shared/ui';
import { useSummaryHotel } from '../../features/booking-summary/api/get-hotel';
import type { FinishStay } from '../../features/finish/utils/finish-stay';
import { MoneyBackNotice } from '../../features/finish/components/extra-payments-notice';
import { StateTitle } from '../../features/finish/components/finish-frame';
import { EndedIcon } from '../../features/finish/components/icons';
import { StayCard } from '../../features/finish/components/stay-card';
import styles from './finish.module.scss';

interface Props {
  heading: string;
  /** under the heading: why the money paid nothing */
  lead: string;
  stay: FinishStay;
  /** what comes back and to where */
  refundText: string;
  /** the refund's steps; none known yet: the lead says it all */
  refund: {
    status: 'requested' | 'processing' | 'refunded' | 'failed';
    requestedAt: string;
    refundedAt: string | null;
  } | null;
  actions: ReactNode;
}

/**
 * Money that arrived after its booking had ended (released, its hold run out, cancelled): it paid
 * nothing and goes back whole. The ended state as the heading, why, the stay as it was (its price,
 * refunded in full), the refund and its steps, and what to do next.
 */
export function RefundedEnd({ heading, lead, stay, refundText, refund, actions }: Props) {
  const t = useT();
  const hotel = useSummaryHotel(stay.hotelSlug).data;
  return (
    <PageContainer
      title={
        <StateTitle icon={<EndedIcon />} tone="ended">
          {heading}
        </StateTitle>
      }
      intro={lead}
    >
      <div className={styles.finish}>
        <div className={styles.grid}>
          <div className={styles.column}>
            <StayCard stay={stay} hotel={hotel} how="refunded" />
          </div>
          <div className={styles.column}>
            {refund ? (
              <MoneyBackNotice title={t('booking.given.title')} refund={refund}>
                <p>{refundText}</p>
              </MoneyBackNotice>
            ) : null}
            <div className={styles.actions}>{actions}</div>
          </div>
        </div>
      </div>
    </PageContainer>
  );
}
