/**
 * The API's one composition root: every repository and service is built here, once per app, from
 * ModuleDeps, and handed to the route plugins as one typed `Services` object. A route plugin only
 * declares endpoints; a module that needs another asks for its service here, never builds it. The
 * sweepers (holds, changes of dates, refunds, reminders, payment status, redcash expiry, stays that are
 * over) start here too.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ModuleDeps } from './module-deps.ts';
import type { Db } from '../db/client.ts';
import { homeCurrency } from '@rednest/shared/contracts';
import { siteOriginCheck } from '../http/cors-origins.ts';
// account
import { createUserRepository } from './account/user.repository.ts';
import { createAccountService } from './account/account.service.ts';
import { createCredentialLimits } from './account/credential-limits.ts';
import { createOtpRepository } from './account/otp.repository.ts';
import { createOneTimeCodes, createOtpService } from './account/otp.service.ts';
import { createBankAccountRepository } from './account/bank-account.repository.ts';
import { createBankAccountService } from './account/bank-account.service.ts';
import { createIdTokenVerifier } from './account/id-token.ts';
import { createCodeExchange } from './account/oidc-code.ts';
import { createSocialIdentity } from './account/social-identity.ts';
import { readUserFacts } from './account/user-facts.repository.ts';
import { createOtaOnboardRepository } from './account/ota-onboard.repository.ts';
// corporate
import { createCorporateClientRepository } from './corporate/corporate-clients.repository.ts';
import { createCorporateClientService } from './corporate/corporate-clients.service.ts';
// site, content, monitor, experiments
import { createSiteRepository } from './site/site.repository.ts';
import { createSiteService } from './site/site.service.ts';
import { createContentRepository } from './content/content.repository.ts';
import { createContentService } from './content/content.service.ts';
import { createMonitorRepository } from './monitor/monitor.repository.ts';
import { createMonitorService } from './monitor/monitor.service.ts';
import { createExperimentsRepository } from './experiments/experiments.repository.ts';
import { createExperimentsService } from './experiments/experiments.service.ts';
// search, hotel, discovery
import { createSearchRepository } from './search/search.repository.ts';
import { createSearchService } from './search/search.service.ts';
import { createAvailabilityRepository } from './search/availability.repository.ts';
import { createAvailabilityFeed } from './search/availability-feed.ts';
import { createHotelRepository } from './hotel/hotel.repository.ts';
import { cancellationPolicy, createHotelService } from './hotel/hotel.service.ts';
import { createStayPrices } from './hotel/hotel-prices.ts';
import { createDiscoveryRepository } from './discovery/discovery.repository.ts';
import { createDiscoveryService } from './discovery/discovery.service.ts';
import { propertyPictureUrl } from './images/images.service.ts';
// booking
import { createBookingRepository } from './booking/booking.repository.ts';
import { createBookingService } from './booking/booking.service.ts';
import type { StayPricing } from './booking/stay-pricing.ts';
import { createPromotionRepository } from './booking/promotion.repository.ts';
import { createCorporateRepository } from './booking/corporate.repository.ts';
import { createFindBookingService } from './booking/find-booking.ts';
import { createSummaryService } from './booking/summary.service.ts';
import { createDateChangeRepository } from './booking/date-change.repository.ts';
import { createDateChangeService, type PlanPricing } from './booking/date-change.service.ts';
import { createCaptcha } from './booking/captcha.ts';
import { createCaptchaUses } from './booking/captcha.repository.ts';
import { createBookingReminders } from './booking/booking-reminder.ts';
import { createCheckinRepository } from './booking/checkin.repository.ts';
import { createCheckinService } from './booking/checkin.service.ts';
import { createBookingDataService } from './booking/booking-data.ts';
import { createFeedbackRepository } from './booking/feedback.repository.ts';
import { createFeedbackService } from './booking/feedback.service.ts';
import { queueConfirmationMail } from './booking/confirmation-mail.ts';
import { createStayCompletionRepository } from './booking/stay-completion.repository.ts';
import { createStayCompletion } from './booking/stay-completion.ts';
import { REFERENCE_EXCHANGE_RATES } from './site/site.data.ts';
// payment
import { createPaymentRepository } from './payment/payment.repository.ts';
import { createPaymentService } from './payment/payment.service.ts';
import { sandboxProvider } from './payment-provider/gateway-client.ts';
import { createRefundSender } from './payment/refund-sender.ts';
import { createOpenPaymentCloser } from './payment/open-payments.ts';
import { toExtraPayment, toLastPayment } from './payment/last-payment.ts';
import { createPaymentLinkRepository } from './payment/payment-link.repository.ts';
import { createPaymentLinkService } from './payment/payment-link.service.ts';
import { createPayAtHotelService } from './payment/pay-at-hotel.service.ts';
import { createBankTransferService } from './payment/bank-transfer.service.ts';
import { WEBHOOK_PATH } from './payment/webhook-path.ts';
import { createPaymentWebhook } from './payment/payment-webhook.ts';
// ledger
import { ledgerOn } from './ledger/ledger-on.ts';
import { POINTS } from './ledger/ledger.service.ts';
// club
import { createLoyaltyService } from './club/loyalty.service.ts';
import { createPromoList } from './booking/promo-list.ts';
import { createReferralService } from './club/referral.service.ts';
import { createReferralRepository } from './club/referral.repository.ts';
import { createLoyaltyRepository } from './club/loyalty.repository.ts';
import { createMembershipRepository } from './club/membership.repository.ts';
import { createStayRewardRepository } from './account/stay-reward.repository.ts';
import { createMembershipService } from './club/membership.service.ts';
import { createMembershipInvoices } from './club/membership-invoice.ts';

/** Every module's services, built once per app by buildServices. */
export type Services = ReturnType<typeof buildServices>;

/** How many times buildServices ran in this process (one per app: a test asserts it). */
let built = 0;
export const servicesBuilt = (): number => built;

export function buildServices(deps: ModuleDeps, log: FastifyBaseLogger) {
  built += 1;
  const { db, database, config, now, cache, outbox, sites } = deps;
  const isSiteOrigin = siteOriginCheck(config.corsOrigins);
  const webhookUrl = `${config.payments.webhookBaseUrl}${WEBHOOK_PATH}`;
  const provider = sandboxProvider(config.payments);
  const onboard = () => ({ secret: config.tokenSigningSecret, now: now() });
  const membershipRepo = createMembershipRepository(db);
  const stayRewards = createStayRewardRepository(db);
  // a booking paid: the club plan it sold starts (same transaction), and its confirmation mail is queued
  const onBookingConfirmed = async (tx: Db, salt: string): Promise<void> => {
    await membershipRepo.activateForBooking(tx, salt, now());
    await queueConfirmationMail(tx, salt, { outbox, sites, onboard: onboard() });
  };

  // ── repositories (each once) ──
  const users = createUserRepository(db);
  const otpCodes = createOtpRepository(db);
  const searchRepo = createSearchRepository(db);
  const hotelRepo = createHotelRepository(db);
  const bookingRepo = createBookingRepository(db);
  const promos = createPromotionRepository(db);
  const payments = createPaymentRepository(db);
  const captchaUses = createCaptchaUses(db);

  // ── account ──
  /** one-time codes sent for a booking or a bank account (sign-in codes are the otp service's) */
  const codes = createOneTimeCodes({ codes: otpCodes, outbox, cache, secret: config.tokenSigningSecret, now });
  const corporateClients = createCorporateClientService({
    repo: createCorporateClientRepository(db),
    outbox,
    cache,
    now,
    sites,
  });
  const ledger = ledgerOn(db, now);
  const content = createContentService({ repo: createContentRepository(db), cache, apiBasePath: config.apiBasePath });
  const referrals = createReferralService({
    repo: createReferralRepository(db),
    ledger,
    users: { find: (userId) => users.findById(userId) },
    transaction: (fn) => db.transaction((tx) => fn(tx as unknown as Db)),
    now,
  });
  const account = createAccountService({
    users,
    tokens: deps.tokens,
    facts: (userId) => readUserFacts(db, userId, now()),
    now,
    onboard: { bookings: createOtaOnboardRepository(db), secret: config.tokenSigningSecret },
    corpClients: corporateClients,
    referrals,
  });
  const otp = createOtpService({
    codes: otpCodes,
    users,
    outbox,
    cache,
    secret: config.tokenSigningSecret,
    now,
    signIn: account.signIn,
    replacePassword: account.replacePassword,
  });
  const socialIdentity = createSocialIdentity({
    providers: config.idProviders,
    verifier: createIdTokenVerifier(config.idProviders),
    // what went wrong at the provider's token endpoint, for operators: never the code, verifier or tokens
    exchange: createCodeExchange({
      onFailure: (failure) => log.warn({ idProvider: failure }, 'sign-in code exchange failed'),
    }),
    isSiteOrigin,
    now,
  });
  const bankAccounts = createBankAccountService({
    accounts: createBankAccountRepository(db),
    users,
    codes,
    outbox,
    secret: config.tokenSigningSecret,
    now,
  });

  // ── search, hotel, discovery: one search service, so one area index and one listing cache per process ──
  // the availability index goes with the listing cache (SEARCH_CACHE_SECONDS=0: every answer from SQL)
  const availability =
    config.searchCacheSeconds > 0
      ? createAvailabilityFeed({ repo: createAvailabilityRepository(db), listen: database.listen, log })
      : null;
  const search = createSearchService({
    repo: searchRepo,
    cache,
    now,
    apiBasePath: config.apiBasePath,
    recordSearch: (entry) => searchRepo.recordSearch(entry),
    wishlistCount: (userId) => searchRepo.wishlistCount(userId),
    listingCacheSeconds: config.searchCacheSeconds,
    availability: availability ?? undefined,
  });
  const hotels = createHotelService({ repo: hotelRepo, search, now, apiBasePath: config.apiBasePath });
  const discovery = createDiscoveryService({
    repo: createDiscoveryRepository(db),
    search,
    now,
    apiBasePath: config.apiBasePath,
  });

  // ── booking ──
  /** a stay's prices as booking needs them: the hotel page's own (hotel-prices.ts over pricing.ts) */
  const stayPrices = createStayPrices({ repo: hotelRepo, now });
  const pricing: StayPricing & PlanPricing = {
    priceAvailability: (hotel, query) => stayPrices.priceAvailability(hotel, query),
    planPrice: (hotel, choice) => stayPrices.planPrice(hotel, choice),
    async planPolicy(propertyId, ratePlanId) {
      for (const room of await hotelRepo.rooms(propertyId)) {
        const plan = room.plans.find((p) => p.id === ratePlanId);
        if (plan) return cancellationPolicy(plan);
      }
      return null;
    },
  };
  const refunds = createRefundSender({ repo: payments, provider, log });
  const closer = createOpenPaymentCloser({ repo: payments, provider, now, log });
  const dateChanges = createDateChangeService({
    repo: createDateChangeRepository(db),
    bookings: bookingRepo,
    pricing,
    promos,
    provider,
    now,
    holdMinutes: config.bookingHoldMinutes,
    webhookUrl,
    isSiteOrigin,
    log,
  });
  const summary = createSummaryService({
    pricing,
    promos,
    corporate: createCorporateRepository(db),
    clubPlan: (planId, country) => membershipRepo.plan(planId, country),
    isClubMember: async (userId) => Boolean((await membershipRepo.standing(userId, now()))?.current),
    now,
    redcash: {
      wallet: async (userId) => {
        // a member's wallet is in their home country's currency
        const currency = homeCurrency((await users.findById(userId))?.countryCode);
        return { currency, available: (await ledger.balances(userId, currency)).redcash };
      },
    },
    points: { balance: async (userId) => (await ledger.balances(userId, POINTS)).points },
    stayRewards: { counts: (userId) => stayRewards.counts(userId, now()) },
  });
  const booking = createBookingService({
    repo: bookingRepo,
    now,
    pictureUrl: (propertyId) => propertyPictureUrl(config.apiBasePath, propertyId),
    pricing,
    transaction: (fn) => db.transaction((tx) => fn(tx as unknown as Db)),
    snapshot: (fn) =>
      db.transaction((tx) => fn(tx as unknown as Db), { isolationLevel: 'repeatable read', accessMode: 'read only' }),
    holdMinutes: config.bookingHoldMinutes,
    cancellation: {
      cancelConfirmed: payments.cancelConfirmed,
      paidPayment: payments.paidPayment,
      startRefund: refunds.send,
      // after the booking's end has committed: a failure here leaves a checkout open, whose money the webhook refunds
      closeOpenPayments: (bookingId) =>
        closer
          .close(bookingId)
          .catch((error: unknown) =>
            log.warn({ err: error, bookingId }, 'closing the payments of an ended booking failed'),
          ),
    },
    summary,
    promos,
    reserveRedcash: (tx, spend) => ledger.reserveRedcash(spend, tx),
    reservePoints: (tx, spend) => ledger.reservePoints(spend, tx),
    holdMembership: (tx, order) => membershipRepo.hold(tx, order),
    takeStayReward: (tx, userId) => stayRewards.take(tx, userId, now()),
    linkSecret: config.tokenSigningSecret,
    apiBasePath: config.apiBasePath,
  });
  const captcha = createCaptcha({ config: config.captcha, uses: captchaUses, now });
  const findBooking = createFindBookingService({ bookings: bookingRepo, codes });
  const checkin = createCheckinService({ repo: createCheckinRepository(db), now });
  const feedback = createFeedbackService({ repo: createFeedbackRepository(db), bookings: bookingRepo, now });
  const bookingData = createBookingDataService({
    bookings: bookingRepo,
    pricing,
    checkins: checkin,
    feedback,
    dateChanges,
    now,
  });
  const reminders = createBookingReminders({ db, outbox, sites, now });

  // ── payment ──
  const payment = createPaymentService({
    repo: payments,
    provider,
    findBooking: async (salt) => bookingRepo.findBySalt(salt),
    isSiteOrigin,
    webhookUrl,
    now,
    holdMinutes: config.bookingHoldMinutes,
    onDateChangePaid: (tx, changeId, paymentId) => dateChanges.paid(tx, changeId, paymentId),
    onBookingPaid: (bookingId) => {
      void closer
        .closeOthers(bookingId)
        .catch((error: unknown) =>
          log.warn({ err: error, bookingId }, 'closing the other payments of a paid booking failed'),
        );
    },
    onConfirmed: onBookingConfirmed,
    findMembershipOrder: (id) => membershipRepo.orderFacts(id),
    onMembershipPaid: async (tx, id) => (await membershipRepo.activateOrder(tx, id, now())).outcome,
    stayRewardFree: (tx, userId) => stayRewards.free(tx, userId, now()),
  });
  const webhook = createPaymentWebhook({
    secret: config.payments.webhookSecret,
    now,
    applyEvent: (event, payload) => payment.applyEvent(event, payload),
    sendRefunds: {
      shares: (limit) => refunds.sendRequested(limit),
      dateChanges: (limit) => dateChanges.sendRefunds(limit),
    },
  });
  const paymentLinks = createPaymentLinkService({
    repo: createPaymentLinkRepository(db),
    outbox,
    now,
    linkMinutes: config.paymentLinkMinutes,
    isSiteOrigin,
    openCheckout: (b, method, back, linkId) => payment.openCheckout(b, method, back, linkId),
    lastPayment: async (bookingId) => toLastPayment(await payments.lastPayment(bookingId), now()),
  });
  const payAtHotel = createPayAtHotelService({
    bookings: bookingRepo,
    payments,
    codes,
    bookingView: (salt, caller) => booking.getBooking(salt, caller),
    preferredMethod: async (userId) => (await users.findById(userId))?.preferredPaymentMethod ?? null,
    noShows: async (userId) => (await readUserFacts(db, userId, now())).noShows,
    membershipOrder: (id) => membershipRepo.orderFacts(id),
    now,
    onConfirmed: onBookingConfirmed,
    closeOtherPayments: (bookingId) =>
      closer
        .closeOthers(bookingId)
        .catch((error: unknown) =>
          log.warn({ err: error, bookingId }, 'closing the other payments of a booking paid at the hotel failed'),
        ),
  });
  const bankTransfers = createBankTransferService({
    bookings: bookingRepo,
    payments,
    provider,
    webhookUrl,
    now,
    linkSecret: config.tokenSigningSecret,
    apiBasePath: config.apiBasePath,
  });

  return {
    /** what handlers read of the platform: configuration, clock, tokens, the cache, the request's site */
    config,
    now,
    tokens: deps.tokens,
    cache,
    sites,
    devInbox: deps.devInbox,
    account: {
      service: account,
      otp,
      limits: createCredentialLimits(cache),
      socialIdentity,
      bankAccounts,
      /** the country a user's profile names (their bank list's default) */
      countryOf: async (userId: number) => (await users.findById(userId))?.countryCode,
    },
    corporate: { clients: corporateClients },
    site: createSiteService({
      repo: createSiteRepository(db),
      cache,
      apiBasePath: config.apiBasePath,
      now,
      mapTiles: config.mapTiles,
      exchangeRates: config.exchangeRates,
      partnerReferralOrigins: config.partnerReferralOrigins,
      signInProviders: {
        google: config.idProviders.google?.audience ?? null,
        facebook: config.idProviders.facebook?.audience ?? null,
        facebookDialogUrl: config.idProviders.facebook?.codeFlow?.dialogUrl ?? null,
      },
      captchaByPass: config.captcha.bypass,
    }),
    content,
    monitor: createMonitorService({ repo: createMonitorRepository(db), now }),
    /** every redcash and point movement (modules/ledger) */
    ledger,
    /** points and tiers as the member reads them (modules/club) */
    loyalty: createLoyaltyService({
      repo: createLoyaltyRepository(db),
      ledger,
      now,
      stayRewards: { counts: (userId) => stayRewards.counts(userId, now()) },
    }),
    /** refer and earn (modules/club) */
    referrals,
    /** plans and the memberships members bought (modules/club) */
    memberships: createMembershipService({
      repo: membershipRepo,
      programs: (locale) => content.loyaltyPrograms({ locale }),
      now,
    }),
    /** a paid membership's invoice and its PDF (modules/club) */
    membershipInvoices: createMembershipInvoices({
      repo: membershipRepo,
      now,
      linkSecret: config.tokenSigningSecret,
      apiBasePath: config.apiBasePath,
    }),
    experiments: createExperimentsService({ repo: createExperimentsRepository(db), now }),
    search,
    availability,
    hotels,
    discovery,
    booking: {
      service: booking,
      summary,
      /** the listed promo codes a guest reads and copies (promocodes pages) */
      promoList: createPromoList({ promos, now }),
      dateChanges,
      captcha,
      findBooking,
      checkin,
      feedback,
      bookingData,
      reminders,
      captchaUses,
      /** stays that are over: completed, with their cash back and points (stay-completion.ts) */
      stays: createStayCompletion({
        repo: createStayCompletionRepository(),
        ledger,
        transaction: (fn) => db.transaction((tx) => fn(tx as unknown as Db)),
        rates: (config.exchangeRates ?? REFERENCE_EXCHANGE_RATES).rates,
        // a friend's first completed stay credits whoever referred them
        onCompleted: (tx, userId) => referrals.onStayCompleted(tx, userId),
        now,
      }),
    },
    payment: {
      service: payment,
      /** the provider's signed events (a plain route, payment.routes.ts) */
      webhook,
      refunds,
      links: paymentLinks,
      payAtHotel,
      bankTransfers,
      /** a booking's payments as the booking pages show them (read inside the booking's snapshot when given one) */
      history: {
        lastPayment: async (bookingId: number, tx?: Db) =>
          toLastPayment(await payments.lastPayment(bookingId, tx), now()),
        extraPayments: async (bookingId: number, tx?: Db) =>
          (await payments.extraPayments(bookingId, tx)).map(toExtraPayment),
      },
    },
  };
}
