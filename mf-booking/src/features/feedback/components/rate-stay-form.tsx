import { useState, type FormEvent } from 'react';
import { ApiCallError } from '@rednest/shared/api-client';
import type { FeedbackOptions, FeedbackResult } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { Button } from '@rednest/shared/ui';
import { useSendFeedback } from '../api/send-feedback';
import styles from './feedback.module.scss';

type Tag = FeedbackOptions['good_tags'][number] | FeedbackOptions['improve_tags'][number];
const CODES = ['ALREADY_RATED', 'REVIEW_NOT_YET', 'REVIEW_CLOSED', 'REVIEW_NOT_ELIGIBLE'] as const;

/**
 * Rating a stay: stars (a radio group: arrows move, one tab stop), who travelled, what was good
 * (4-5 stars) or what to improve (1-3), a comment. Sent once; the answer is the property's new rating.
 */
export function RateStayForm({
  options,
  userSegment,
  onDone,
}: {
  options: FeedbackOptions;
  userSegment: string;
  onDone: (r: FeedbackResult) => void;
}) {
  const t = useT();
  const send = useSendFeedback();
  const [rating, setRating] = useState<number | null>(null);
  const [traveller, setTraveller] = useState<FeedbackOptions['traveller_types'][number]>(
    options.traveller_types[0] ?? 'solo',
  );
  const [tags, setTags] = useState<Tag[]>([]);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const offered: Tag[] = rating === null ? [] : rating >= 4 ? options.good_tags : options.improve_tags;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setError(t('booking.rate.starsRequired'));
      return;
    }
    setError(null);
    try {
      onDone(
        await send.mutateAsync({
          body: {
            booking_salt: options.booking_salt,
            rating,
            traveller_type: traveller,
            tags: tags.filter((x) => offered.includes(x)),
            ...(comment.trim() ? { comment: comment.trim() } : {}),
          },
          headers: { user_segment: userSegment },
        }),
      );
    } catch (e) {
      setError(
        e instanceof ApiCallError && (CODES as readonly string[]).includes(e.code)
          ? t(`booking.rate.error.${e.code}`)
          : e instanceof ApiCallError && e.status === 0
            ? t('booking.error.network')
            : t('booking.error.generic'),
      );
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('booking.rate.stars')}</legend>
        <div className={styles.stars}>
          {options.stars.map((n) => (
            <label key={n} className={styles.star} data-on={rating !== null && n <= rating ? 'true' : undefined}>
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => {
                  setRating(n);
                  setTags([]);
                }}
              />
              <span aria-hidden="true">★</span>
              <span className={styles.visuallyHidden}>{t('booking.rate.star', { count: n })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {offered.length > 0 ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            {t(rating !== null && rating >= 4 ? 'booking.rate.good' : 'booking.rate.improve')}
          </legend>
          <div className={styles.tags}>
            {offered.map((tag) => (
              <label key={tag} className={styles.tag}>
                <input
                  type="checkbox"
                  checked={tags.includes(tag)}
                  onChange={(e) => setTags((now) => (e.target.checked ? [...now, tag] : now.filter((x) => x !== tag)))}
                />
                {t(`booking.rate.tag.${tag}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div>
        <label className={styles.label} htmlFor="bkg-traveller">
          {t('booking.rate.traveller')}
        </label>
        <select
          id="bkg-traveller"
          className={styles.select}
          value={traveller}
          onChange={(e) => setTraveller(e.target.value as typeof traveller)}
        >
          {options.traveller_types.map((x) => (
            <option key={x} value={x}>
              {t(`booking.rate.travellerType.${x}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className={styles.label} htmlFor="bkg-comment">
          {t('booking.rate.comment')}
        </label>
        <textarea
          id="bkg-comment"
          className={styles.textarea}
          value={comment}
          maxLength={1000}
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
      {error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="primary" loading={send.isPending}>
        {t('booking.rate.submit')}
      </Button>
    </form>
  );
}
