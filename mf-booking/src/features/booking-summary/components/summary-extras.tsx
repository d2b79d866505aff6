import { useId, useState, type FormEvent } from 'react';
import type { AddOnAvailability, AddOnType, Locale, StayChoiceQuery } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useShellMoney, useSignedInUser } from '@rednest/shared/remote';
import { AppLink, Button, Skeleton } from '@rednest/shared/ui';
import { usePromos, useAddOns, useMktRewards, useWallet } from '../api/summary-extras';
import { ClubPick } from './club-pick';
import type { SummaryExtras } from '../hooks/use-summary-extras';
import { extrasErrorText } from '../../../utils/extras-error';
import { bookingErrorText } from '../../../utils/booking-error';
import styles from './summary-extras.module.scss';

const CODE = /^[A-Za-z0-9_-]{1,40}$/;

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function shortDay(iso: string, locale: string): string {
  let f = dayFormats.get(locale);
  if (!f)
    dayFormats.set(
      locale,
      (f = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })),
    );
  return f.format(new Date(`${iso}T00:00:00Z`));
}

interface Props {
  choice: StayChoiceQuery;
  extras: SummaryExtras;
  currency: string;
  locale: Locale;
  /** the corporate site: the company's negotiated rate takes no promo code or reward */
  corporate?: boolean;
}

/** Add-ons and a promo code for the summary: each change is priced by the server (the price card shows the result). */
export function SummaryExtrasPanel({ choice, extras, currency, locale, corporate = false }: Props) {
  const t = useT();
  const id = useId();
  const prices = useShellMoney();
  const money = (minor: number) => prices.format(minor, currency);
  const addOns = useAddOns(choice);
  const promos = usePromos(corporate ? null : choice);
  const rewards = useMktRewards(corporate ? null : choice);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const errorText = extras.error
    ? (extrasErrorText(extras.error.error, t) ?? bookingErrorText(extras.error.error, t))
    : null;
  const coupon = extras.summary?.adjustments.find((a) => a.kind === 'coupon') ?? null;
  const reward = extras.summary?.adjustments.find((a) => a.kind === 'mkt_reward') ?? null;
  const refreshOffers = () => void Promise.all([promos.refetch(), rewards.refetch()]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim();
    if (!CODE.test(value)) {
      setCodeError(t('booking.extras.codeFormat'));
      return;
    }
    setCodeError(null);
    if (await extras.applyCoupon(value)) {
      setCode('');
      refreshOffers();
    }
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} aria-busy={extras.pending}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t(corporate ? 'booking.extras.titleCorporate' : 'booking.extras.title')}
      </h2>
      <AddOnList
        data={addOns.data}
        loading={addOns.isPending}
        failed={addOns.isError}
        extras={extras}
        money={money}
        locale={locale}
      />
      {corporate ? null : (
        <>
          <StayRewardPick extras={extras} money={money} />
          <PointsPick extras={extras} money={money} locale={locale} />
          <RedcashPick extras={extras} currency={currency} money={money} />
          <ClubPick extras={extras} currency={currency} money={money} locale={locale} />
          {extras.picks.mkt_reward_id !== undefined && reward ? (
            <>
              <h3 className={styles.subTitle}>{t('booking.extras.rewards')}</h3>
              <div className={styles.applied}>
                <p>{t('booking.extras.rewardApplied', { title: reward.label, amount: money(-reward.amount) })}</p>
                <Button
                  variant="secondary"
                  onClick={() => void extras.removeReward().then(refreshOffers)}
                  disabled={extras.pending}
                  aria-label={t('booking.extras.removeReward', { title: reward.label })}
                >
                  {t('booking.extras.remove')}
                </Button>
              </div>
            </>
          ) : rewards.data && rewards.data.rewards.length > 0 ? (
            <>
              <h3 className={styles.subTitle}>{t('booking.extras.rewards')}</h3>
              {extras.picks.coupon_code ? (
                <p className={styles.muted}>{t('booking.extras.rewardNotWithCoupon')}</p>
              ) : null}
              <ul className={styles.offers}>
                {rewards.data.rewards.map((r) => (
                  <li key={r.id} className={styles.offer}>
                    <div>
                      <p className={styles.offerCode}>{r.title}</p>
                      <p className={styles.muted}>
                        {r.unavailable_reason
                          ? t(`booking.extras.error.${r.unavailable_reason}`)
                          : t('booking.extras.saves', { amount: money(r.discount) })}
                        {' · '}
                        {t('booking.extras.rewardUntil', { date: shortDay(r.valid_until.slice(0, 10), locale) })}
                      </p>
                    </div>
                    <Button
                      variant="secondary"
                      disabled={
                        extras.pending || r.unavailable_reason !== null || extras.picks.coupon_code !== undefined
                      }
                      onClick={() => void extras.applyReward(r.id).then(refreshOffers)}
                      aria-label={t('booking.extras.applyReward', { title: r.title })}
                    >
                      {t('booking.extras.apply')}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {extras.error?.about === 'reward' && errorText ? (
            <p className={styles.alert} role="alert">
              {errorText}
            </p>
          ) : null}

          <h3 className={styles.subTitle}>{t('booking.extras.promo')}</h3>
          {extras.picks.coupon_code && coupon ? (
            <div className={styles.applied}>
              <p>{t('booking.extras.applied', { code: extras.picks.coupon_code, amount: money(-coupon.amount) })}</p>
              <Button
                variant="secondary"
                onClick={() => void extras.removeCoupon().then(refreshOffers)}
                disabled={extras.pending}
              >
                {t('booking.extras.remove')}
              </Button>
            </div>
          ) : (
            <form className={styles.codeForm} onSubmit={(e) => void submit(e)} noValidate>
              <label htmlFor={`${id}-code`} className={styles.label}>
                {t('booking.extras.codeLabel')}
              </label>
              <div className={styles.codeRow}>
                <input
                  id={`${id}-code`}
                  className={styles.input}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  autoComplete="off"
                  autoCapitalize="characters"
                  maxLength={40}
                  aria-invalid={codeError || extras.error?.about === 'coupon' ? true : undefined}
                  aria-describedby={codeError || extras.error?.about === 'coupon' ? `${id}-code-error` : undefined}
                />
                <Button type="submit" variant="secondary" disabled={extras.pending}>
                  {t('booking.extras.apply')}
                </Button>
              </div>
            </form>
          )}
          {codeError || (extras.error?.about === 'coupon' && errorText) ? (
            <p id={`${id}-code-error`} className={styles.alert} role="alert">
              {codeError ?? errorText}
            </p>
          ) : null}
          {extras.error?.about === 'add_on' && errorText ? (
            <p className={styles.alert} role="alert">
              {errorText}
            </p>
          ) : null}

          {promos.data && promos.data.promos.length > 0 && !extras.picks.coupon_code ? (
            <>
              <h3 className={styles.subTitle}>{t('booking.extras.offers')}</h3>
              {extras.picks.mkt_reward_id !== undefined ? (
                <p className={styles.muted}>{t('booking.extras.codeNotWithReward')}</p>
              ) : null}
              <ul className={styles.offers}>
                {promos.data.promos.map((p) => (
                  <li key={p.code} className={styles.offer}>
                    <div>
                      <p className={styles.offerCode} translate="no">
                        {p.code}
                      </p>
                      <p>{p.title}</p>
                      <p className={styles.muted}>
                        {p.unavailable_reason
                          ? t(`booking.extras.error.${p.unavailable_reason}`)
                          : t('booking.extras.saves', { amount: money(p.discount) })}
                      </p>
                    </div>
                    <Button
                      variant="secondary"
                      disabled={
                        extras.pending || p.unavailable_reason !== null || extras.picks.mkt_reward_id !== undefined
                      }
                      onClick={() => void extras.applyCoupon(p.code).then(refreshOffers)}
                      aria-label={t('booking.extras.applyCode', { code: p.code })}
                    >
                      {t('booking.extras.apply')}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
      {(extras.error?.about === 'add_on' || extras.error?.about === 'corporate') && errorText && corporate ? (
        <p className={styles.alert} role="alert">
          {errorText}
        </p>
      ) : null}
      {extras.pending ? (
        <p className={styles.muted} role="status">
          {t('booking.extras.updating')}
        </p>
      ) : null}
    </section>
  );
}

/**
 * One way to pay part of the stay from what the member holds (redcash, points): a checkbox whose
 * ask shows at once while the server prices it (back to the answer if refused), a note of what it
 * pays or could pay, and the refusal in words.
 */
function HoldingsPick({
  extras,
  about,
  title,
  label,
  note,
  on,
  toggle,
}: {
  extras: SummaryExtras;
  about: 'redcash' | 'points' | 'stay_reward';
  title: string;
  label: string;
  note: string;
  on: boolean;
  toggle: (want: boolean) => Promise<unknown>;
}) {
  const t = useT();
  const id = useId();
  const [asked, setAsked] = useState<boolean | null>(null);
  const errorText =
    extras.error?.about === about
      ? (extrasErrorText(extras.error.error, t) ?? bookingErrorText(extras.error.error, t))
      : null;
  return (
    <div className={styles.redcash}>
      <h3 className={styles.subTitle}>{title}</h3>
      <label className={styles.check} htmlFor={`${id}-${about}`}>
        <input
          id={`${id}-${about}`}
          type="checkbox"
          checked={asked ?? on}
          disabled={extras.pending}
          onChange={(e) => {
            const want = e.target.checked;
            setAsked(want);
            void toggle(want).finally(() => setAsked(null));
          }}
          aria-describedby={`${id}-${about}-note`}
        />
        <span>{label}</span>
      </label>
      <p id={`${id}-${about}-note`} className={styles.muted}>
        {note}
      </p>
      {errorText ? (
        <p className={styles.alert} role="alert">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Paying part of the stay with the member's redcash: offered when the wallet holds some in the stay's
 * currency; the server decides how much (up to 30% of the stay) and the price card shows the line.
 */
function RedcashPick({
  extras,
  currency,
  money,
}: {
  extras: SummaryExtras;
  currency: string;
  money: (m: number) => string;
}) {
  const t = useT();
  const user = useSignedInUser();
  const wallet = useWallet(user !== null);
  const line = extras.summary?.adjustments.find((a) => a.kind === 'redcash') ?? null;
  const held = wallet.data && wallet.data.currency === currency ? wallet.data.redcash_balance : 0;
  if (!user || (!line && held <= 0)) return null;
  const on = extras.picks.use_redcash === true && line !== null;
  return (
    <HoldingsPick
      extras={extras}
      about="redcash"
      title={t('booking.extras.redcash')}
      label={t('booking.extras.useRedcash')}
      note={
        on
          ? t('booking.extras.redcashApplied', { amount: money(-line.amount) })
          : t('booking.extras.redcashAvailable', { amount: money(held) })
      }
      on={on}
      toggle={(want) => (want ? extras.useRedcash() : extras.removeRedcash())}
    />
  );
}

/**
 * The stay reward (spec §4's loyalty status, from the summary's stay_reward): a free one is offered as
 * a choice (add_user_red_loyalty, remove_user_red_loyalty), with what it takes off this stay; until one is
 * earned, how many completed stays are still to go; nothing for a guest or where it does not apply.
 */
function StayRewardPick({ extras, money }: { extras: SummaryExtras; money: (m: number) => string }) {
  const t = useT();
  const user = useSignedInUser();
  const reward = extras.summary?.stay_reward;
  // before the server priced a change, the profile's counts say where the user stands (spec §4)
  const remaining = reward ? reward.remaining_bookings : (user?.loyalty_remaining_booking_count ?? null);
  const status =
    reward?.status ??
    (user && !user.user_loyalty_type && remaining !== null ? (remaining === 0 ? 'available' : 'know_more') : null);
  if (!user || status === null || status === 'not_applicable' || remaining === null) return null;
  if (status === 'know_more')
    return (
      <div className={styles.redcash}>
        <h3 className={styles.subTitle}>{t('booking.extras.stayReward')}</h3>
        <p className={styles.muted}>
          {t('booking.extras.stayRewardToGo', { count: remaining })}{' '}
          <AppLink to="/loyalty_points">{t('booking.extras.stayRewardHow')}</AppLink>
        </p>
      </div>
    );
  const on = status === 'availed';
  return (
    <HoldingsPick
      extras={extras}
      about="stay_reward"
      title={t('booking.extras.stayReward')}
      label={t('booking.extras.useStayReward')}
      note={
        !reward
          ? t('booking.extras.stayRewardEarned')
          : on
            ? t('booking.extras.stayRewardApplied', { amount: money(reward.discount) })
            : t('booking.extras.stayRewardOffer', {
                percent: reward.percent,
                amount: money(reward.discount),
                cap: money(reward.max_discount),
              })
      }
      on={on}
      toggle={(want) => (want ? extras.useStayReward() : extras.removeStayReward())}
    />
  );
}

/**
 * Paying part of the stay with the member's points: offered when they hold some; the server decides
 * how many (whole points, up to 20% of the stay, at its country's value) and the price card shows the line.
 */
function PointsPick({
  extras,
  money,
  locale,
}: {
  extras: SummaryExtras;
  money: (m: number) => string;
  locale: Locale;
}) {
  const t = useT();
  const user = useSignedInUser();
  const wallet = useWallet(user !== null);
  const line = extras.summary?.adjustments.find((a) => a.kind === 'points') ?? null;
  const held = extras.summary?.points?.available ?? wallet.data?.point_balance ?? 0;
  if (!user || (!line && held <= 0)) return null;
  const on = extras.picks.use_points === true && line !== null;
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  return (
    <HoldingsPick
      extras={extras}
      about="points"
      title={t('booking.extras.points')}
      label={t('booking.extras.usePoints')}
      note={
        on
          ? t('booking.extras.pointsApplied', { points: count(line.quantity), amount: money(-line.amount) })
          : t('booking.extras.pointsAvailable', { points: count(held) })
      }
      on={on}
      toggle={(want) => (want ? extras.usePoints() : extras.removePoints())}
    />
  );
}

function AddOnList({
  data,
  loading,
  failed,
  extras,
  money,
  locale,
}: {
  data: AddOnAvailability | undefined;
  loading: boolean;
  failed: boolean;
  extras: SummaryExtras;
  money: (m: number) => string;
  locale: string;
}) {
  const t = useT();
  if (loading) return <Skeleton height={96} />;
  if (failed) return <p className={styles.muted}>{t('booking.extras.addOnsFailed')}</p>;
  if (!data || data.add_ons.length === 0) return <p className={styles.muted}>{t('booking.extras.noAddOns')}</p>;
  const chosen = (type: AddOnType) => extras.shownAddOns.find((a) => a.type === type)?.quantity ?? null;
  return (
    <ul className={styles.addOns}>
      {data.add_ons.map((a) => {
        const quantity = chosen(a.type);
        const checkId = `bkg-addon-${a.type}`;
        return (
          <li key={a.type} className={styles.addOn}>
            <div className={styles.addOnHead}>
              <input
                type="checkbox"
                id={checkId}
                checked={quantity !== null}
                aria-disabled={extras.pending || undefined}
                onChange={(e) => {
                  if (!extras.pending) void extras.setAddOn(a.type, e.target.checked ? 1 : null);
                }}
              />
              <label htmlFor={checkId}>{t(`booking.extras.addOn.${a.type}`)}</label>
              <span className={styles.price}>{t('booking.extras.perUnit', { price: money(a.price) })}</span>
            </div>
            {a.entries.length > 0 ? (
              <p className={styles.muted}>
                {t('booking.extras.served', {
                  item: a.entries[0]!.menu_name,
                  dates: a.entries.map((e) => shortDay(e.menu_date, locale)).join(', '),
                })}
              </p>
            ) : null}
            {quantity !== null && a.max_quantity > 1 ? (
              <label className={styles.quantity}>
                {t('booking.extras.quantity')}
                <select
                  value={quantity}
                  disabled={extras.pending}
                  onChange={(e) => void extras.setAddOn(a.type, Number(e.target.value))}
                >
                  {Array.from({ length: a.max_quantity }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
