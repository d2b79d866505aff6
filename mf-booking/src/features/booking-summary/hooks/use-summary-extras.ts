import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiCallError } from '@rednest/shared/api-client';
import type { AddOnType, BookingSummary, StayChoiceQuery, SummaryBody } from '@rednest/shared/contracts';
import { useSummaryCalls } from '../api/summary-extras';

/** What the guest picked on the summary: sent to the server, which prices it (never an amount). */
export interface SummaryPicks {
  coupon_code?: string;
  /** one of the signed-in user's marketing rewards (not with a coupon) */
  mkt_reward_id?: number;
  add_ons: { type: AddOnType; quantity: number }[];
  /** pay part with the member's redcash (the spec's isRCSelected): the server says how much */
  use_redcash?: boolean;
  /** the redcash the last summary took: book_now compares it (a wallet that changed meanwhile: 409) */
  redcash_amount?: number;
  /** pay part with the member's points: the server says how many */
  use_points?: boolean;
  /** the points the last summary spent: book_now compares them (a balance that changed meanwhile: 409) */
  points_used?: number;
  /** join the club with this plan, paid with the stay (the spec's selectedRCPlanId) */
  club_plan_id?: number;
  /** use the signed-in user's stay reward (add_user_red_loyalty): the server says how much */
  use_stay_reward?: boolean;
}

type About = 'coupon' | 'add_on' | 'reward' | 'corporate' | 'redcash' | 'points' | 'club' | 'stay_reward';
type How =
  | 'summary'
  | 'apply'
  | 'remove'
  | 'applyReward'
  | 'removeReward'
  | 'removeRedcash'
  | 'applyPoints'
  | 'removePoints'
  | 'removeMembership'
  | 'addStayReward'
  | 'removeStayReward';

/**
 * The summary's picks and the server's summary for them. Every change asks the server for the
 * whole summary again (booking_summary, apply_coupan_code, remove_coupan_code, apply_mkt_reward or
 * remove_mkt_reward); a refused
 * change keeps the earlier picks and summary and reports its error.
 */
export function useSummaryExtras(choice: StayChoiceQuery | null, options: { corporate?: boolean } = {}) {
  const corporate = options.corporate === true;
  const [picks, setPicks] = useState<SummaryPicks>({ add_ons: [] });
  const [summary, setSummary] = useState<BookingSummary | null>(null);
  const [error, setError] = useState<{ error: unknown; about: About } | null>(null);
  /** the add-ons being asked for, shown at once while the server prices them (back to `picks` if refused) */
  const [requested, setRequested] = useState<SummaryPicks['add_ons'] | null>(null);
  const latest = useRef(0);
  const {
    summary: summaryCall,
    applyCoupon: apply,
    removeCoupon: remove,
    applyReward,
    removeReward,
    removeRedcash,
    applyPoints,
    removePoints,
    removeMembership,
    addStayReward,
    removeStayReward,
    reapplyCorporate,
  } = useSummaryCalls();

  const change = useCallback(
    async (next: SummaryPicks, about: About, how: How) => {
      if (!choice) return false;
      const ticket = ++latest.current;
      const body: SummaryBody = {
        ...choice,
        add_ons: next.add_ons,
        ...(next.coupon_code ? { coupon_code: next.coupon_code } : {}),
        ...(next.mkt_reward_id !== undefined ? { mkt_reward_id: next.mkt_reward_id } : {}),
        ...(next.use_redcash ? { use_redcash: true } : {}),
        ...(next.use_points ? { use_points: true } : {}),
        ...(next.club_plan_id !== undefined ? { club_plan_id: next.club_plan_id } : {}),
        ...(next.use_stay_reward ? { use_stay_reward: true } : {}),
      };
      setError(null);
      if (about === 'add_on') setRequested(next.add_ons);
      try {
        const answer =
          how === 'apply' && next.coupon_code
            ? await apply.mutateAsync({ body: { ...body, coupon_code: next.coupon_code } })
            : how === 'applyReward' && next.mkt_reward_id !== undefined
              ? await applyReward.mutateAsync({ body: { ...body, mkt_reward_id: next.mkt_reward_id } })
              : how === 'remove'
                ? await remove.mutateAsync({ body })
                : how === 'removeReward'
                  ? await removeReward.mutateAsync({ body })
                  : how === 'removeRedcash'
                    ? await removeRedcash.mutateAsync({ body })
                    : how === 'applyPoints'
                      ? await applyPoints.mutateAsync({ body })
                      : how === 'removePoints'
                        ? await removePoints.mutateAsync({ body })
                        : how === 'removeMembership'
                          ? await removeMembership.mutateAsync({ body })
                          : how === 'addStayReward'
                            ? await addStayReward.mutateAsync({ body })
                            : how === 'removeStayReward'
                              ? await removeStayReward.mutateAsync({ body: { ...body, use_stay_reward: true } })
                              : corporate
                                ? await reapplyCorporate.mutateAsync({ body: { ...body, corporate: true } })
                                : await summaryCall.mutateAsync({ body });
        // an older answer arriving after a newer change is dropped
        if (ticket !== latest.current) return false;
        const redcash = answer.adjustments.find((a) => a.kind === 'redcash');
        const points = answer.adjustments.find((a) => a.kind === 'points');
        const membership = answer.adjustments.find((a) => a.kind === 'membership');
        const stayReward = answer.adjustments.some((a) => a.kind === 'stay_reward');
        setPicks({
          add_ons: next.add_ons,
          ...(answer.coupon_code ? { coupon_code: answer.coupon_code } : {}),
          ...(answer.mkt_reward_id !== null ? { mkt_reward_id: answer.mkt_reward_id } : {}),
          ...(redcash ? { use_redcash: true, redcash_amount: -redcash.amount } : {}),
          ...(points ? { use_points: true, points_used: points.quantity } : {}),
          ...(membership ? { club_plan_id: Number(membership.code) } : {}),
          ...(stayReward ? { use_stay_reward: true } : {}),
        });
        setSummary(answer);
        return true;
      } catch (e) {
        if (ticket === latest.current) setError({ error: e, about });
        return false;
      } finally {
        if (ticket === latest.current) setRequested(null);
      }
    },
    [
      choice,
      corporate,
      apply,
      remove,
      applyReward,
      removeReward,
      removeRedcash,
      applyPoints,
      removePoints,
      removeMembership,
      addStayReward,
      removeStayReward,
      reapplyCorporate,
      summaryCall,
    ],
  );

  // the corporate site: the company's amount is part of the summary from the start, and is applied
  // again by every change (reapply_corporate_amount)
  useEffect(() => {
    if (corporate && choice) void change({ add_ons: [] }, 'corporate', 'summary');
  }, [corporate, choice]); // eslint-disable-line react-hooks/exhaustive-deps

  return {
    picks,
    /** the add-ons to show as chosen: the ones being asked for, else the ones the server priced */
    shownAddOns: requested ?? picks.add_ons,
    summary,
    error,
    pending:
      summaryCall.isPending ||
      apply.isPending ||
      remove.isPending ||
      applyReward.isPending ||
      removeReward.isPending ||
      removeRedcash.isPending ||
      applyPoints.isPending ||
      removePoints.isPending ||
      removeMembership.isPending ||
      addStayReward.isPending ||
      removeStayReward.isPending ||
      reapplyCorporate.isPending,
    setAddOn: (type: AddOnType, quantity: number | null) => {
      const others = picks.add_ons.filter((a) => a.type !== type);
      return change(
        { ...picks, add_ons: quantity === null ? others : [...others, { type, quantity }] },
        'add_on',
        'summary',
      );
    },
    applyCoupon: (code: string) => change({ ...picks, coupon_code: code }, 'coupon', 'apply'),
    removeCoupon: () => change({ ...picks, coupon_code: undefined }, 'coupon', 'remove'),
    applyReward: (id: number) => change({ ...picks, mkt_reward_id: id }, 'reward', 'applyReward'),
    removeReward: () => change({ ...picks, mkt_reward_id: undefined }, 'reward', 'removeReward'),
    useRedcash: () => change({ ...picks, use_redcash: true }, 'redcash', 'summary'),
    removeRedcash: () =>
      change({ ...picks, use_redcash: undefined, redcash_amount: undefined }, 'redcash', 'removeRedcash'),
    usePoints: () => change({ ...picks, use_points: true }, 'points', 'applyPoints'),
    removePoints: () => change({ ...picks, use_points: undefined, points_used: undefined }, 'points', 'removePoints'),
    joinClub: (planId: number) => change({ ...picks, club_plan_id: planId }, 'club', 'summary'),
    leaveClub: () => change({ ...picks, club_plan_id: undefined }, 'club', 'removeMembership'),
    useStayReward: () => change({ ...picks, use_stay_reward: true }, 'stay_reward', 'addStayReward'),
    removeStayReward: () => change({ ...picks, use_stay_reward: undefined }, 'stay_reward', 'removeStayReward'),
  };
}
export type SummaryExtras = ReturnType<typeof useSummaryExtras>;

/** a summary error's stable code, if the server gave one */
export const errorCode = (e: unknown): string | null => (e instanceof ApiCallError ? e.code : null);
