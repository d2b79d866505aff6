import type { CheckinPass as Pass } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import styles from './checkin.module.scss';

/** The stay's pass after self check-in: the QR code the desk scans, with what it stands for in words. */
export function CheckinPass({ pass, hotelName }: { pass: Pass; hotelName: string }) {
  const t = useT();
  return (
    <section className={styles.pass} aria-labelledby="bkg-pass-title">
      <h2 id="bkg-pass-title" className={styles.title}>
        {t('booking.checkin.passTitle')}
      </h2>
      <img
        className={styles.qr}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pass.qr_svg)}`}
        alt={t('booking.checkin.qrAlt', { code: pass.booking_code, hotel: hotelName })}
        width={220}
        height={220}
      />
      <p className={styles.code}>{pass.booking_code}</p>
      <p className={styles.muted}>
        {t('booking.checkin.passNote', {
          name: pass.guest_name,
          id: t(`booking.checkin.id.${pass.id_type}`),
          last4: pass.id_number_last4,
        })}
      </p>
    </section>
  );
}
