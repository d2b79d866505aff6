import { useId, type ReactNode } from 'react';
import type { CheckinStatus, HotelDetails } from '@rednest/shared/contracts';
import { formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useShell } from '@rednest/shared/remote';
import { Button, VisuallyHidden } from '@rednest/shared/ui';
import { ButtonLink } from '@rednest/shared/ui/button-link';
import { addressOf, directionsUrl, longDay, type FinishStay, type PaidHow } from '../utils/finish-stay';
import { icsFileName, stayIcs } from '../utils/stay-ics';
import { CalendarIcon, FileIcon, MailIcon, PhoneIcon, PinIcon } from './icons';
import styles from './finish.module.scss';

export interface Step {
  key: string;
  icon: ReactNode;
  title: string;
  body: ReactNode;
  action?: ReactNode;
}

/** the .ics file of the stay, downloaded (a Blob: nothing leaves the browser) */
function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

interface Props {
  stay: FinishStay;
  hotel: HotelDetails | undefined;
  how: PaidHow | null;
  /** where the confirmation went: the booking's email (its owner sees it), else its guest's name is said */
  mailedTo: string | null;
  /** the booking's own page (owner only): in the calendar event */
  bookingUrl?: string;
  /** the owner's self check-in state: the step it asks for */
  checkin?: CheckinStatus | undefined;
  salt?: string;
  /** steps a way to pay adds (the bank transfer's proof) */
  extra?: Step[];
}

/** "What happens next": the mail just sent, the calendar file, directions, paying at the hotel, self check-in. */
export function NextSteps({ stay, hotel, how, mailedTo, bookingUrl, checkin, salt, extra = [] }: Props) {
  const t = useT();
  const { locale } = useShell();
  const id = useId();
  const range = `${longDay(stay.checkIn, locale)} – ${longDay(stay.checkOut, locale)}`;
  const addToCalendar = () => {
    const room = `${stay.roomType} · ${stay.ratePlan}`;
    const description = hotel
      ? t('booking.finish.ics.description', {
          code: stay.code,
          room,
          from: hotel.check_in_time,
          until: hotel.check_out_time,
        })
      : t('booking.finish.ics.descriptionShort', { code: stay.code, room });
    const text = stayIcs({
      code: stay.code,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      summary: t('booking.finish.ics.summary', { hotel: stay.hotelName }),
      description: bookingUrl ? `${description}\n${bookingUrl}` : description,
      location: hotel ? `${stay.hotelName}, ${addressOf(hotel)}` : stay.hotelName,
      geo: hotel ? { lat: hotel.lat, lng: hotel.lng } : null,
      url: bookingUrl,
      stamp: new Date(),
    });
    download(text, icsFileName(stay.code));
  };

  const steps: Step[] = [
    {
      key: 'mail',
      icon: <MailIcon />,
      title: t('booking.finish.mail.title'),
      body: mailedTo
        ? t('booking.finish.mail.body', { email: mailedTo })
        : t('booking.finish.mail.bodyName', { name: stay.guestName }),
    },
    ...(how === 'pay_at_hotel'
      ? [
          {
            key: 'pay',
            icon: <FileIcon />,
            title: t('booking.finish.payAtHotel.title'),
            body: t('booking.thanks.payAtHotel', { amount: formatMoney(stay.total, stay.currency, locale) }),
          },
        ]
      : []),
    {
      key: 'calendar',
      icon: <CalendarIcon />,
      title: t('booking.finish.calendar.title'),
      body: range,
      action: (
        <Button variant="secondary" size="sm" onClick={addToCalendar}>
          {t('booking.finish.calendar.add')}
        </Button>
      ),
    },
    ...(hotel
      ? [
          {
            key: 'directions',
            icon: <PinIcon />,
            title: t('booking.finish.directions.title'),
            body: addressOf(hotel),
            action: (
              <ButtonLink
                variant="secondary"
                size="sm"
                to={directionsUrl(hotel)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('booking.finish.directions.open')}
                <VisuallyHidden> {t('booking.finish.newTab')}</VisuallyHidden>
              </ButtonLink>
            ),
          },
        ]
      : []),
    ...(checkin?.state === 'open' && salt
      ? [
          {
            key: 'checkin',
            icon: <PhoneIcon />,
            title: t('booking.finish.checkin.openTitle'),
            body: t('booking.finish.checkin.openBody'),
            action: (
              <ButtonLink variant="primary" size="sm" to={`/self-check-in?booking=${encodeURIComponent(salt)}`}>
                {t('booking.checkin.title')}
              </ButtonLink>
            ),
          },
        ]
      : checkin?.state === 'not_yet'
        ? [
            {
              key: 'checkin',
              icon: <PhoneIcon />,
              title: t('booking.finish.checkin.laterTitle'),
              body: t('booking.finish.checkin.laterBody', { day: longDay(stay.checkIn, locale) }),
            },
          ]
        : []),
    ...extra,
  ];

  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id}>{t('booking.finish.next')}</h2>
      <ol className={styles.steps}>
        {steps.map((s) => (
          <li key={s.key} className={styles.step}>
            <span className={styles.stepIcon}>{s.icon}</span>
            <div>
              <h3>{s.title}</h3>
              <p className={styles.muted}>{s.body}</p>
              {s.action ? <div className={styles.stepAction}>{s.action}</div> : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
