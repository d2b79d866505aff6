/**
 * The schema half of each catalogue row: query, path params, body and success response as
 * TypeBox schemas, keyed by the same names as ENDPOINTS (endpoints.ts holds the wire half).
 *
 * Why two tables and not one: the browser needs the wire half on every page, and the schemas
 * only as types (the API validates with them; forms load the few they need). Putting TypeBox
 * builders and every schema into the catalogue the shell loads costs every page their bytes
 * (shared/README.md has the figure). `EndpointTypes` below joins the halves, and
 * `satisfies` makes a name missing from either table a type error.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import type { EndpointName } from './endpoints';
import { NoQuerySchema, OkSchema, Text } from './schemas/kit';
import {
  BannersQuerySchema, BannersSchema, CountryListSchema, LabelsQuerySchema, LabelsSchema, LocalesAndContactQuerySchema,
  LocalesAndContactSchema, SiteSettingsQuerySchema, SiteSettingsSchema, TimestampSchema,
} from './schemas/site';
import {
  AreasBrandQuerySchema, AreasCdnQuerySchema, AreasCorporateQuerySchema, AreasQuerySchema, AreasSchema, HotelsListQuerySchema,
  HotelsListSchema, ListHotelsQuerySchema, ListHotelsSchema,
} from './schemas/search';
import { PaymentPreferenceSchema, SavePaymentOptionsBodySchema, BankAccountDetailsSchema, BankListQuerySchema, BankListSchema, SaveBankAccountBodySchema, RevokeSessionQuerySchema, SessionRevokedSchema, UserSessionsSchema, DemographicsSchema, PreferencesSchema, UnsubscribedBodySchema, UpdateUserInfoBodySchema, WhatsappStatusBodySchema, ChangePasswordBodySchema, ForgotPasswordBodySchema, GuestTokenSchema, LoginBodySchema, PasswordChangedSchema, ResetPasswordBodySchema, LogoutQuerySchema, OAuthTokenBodySchema, OtpSentSchema, OtpVerifyBodySchema, SendEmailVerificationBodySchema, SendOtpBodySchema, SendVerificationCodeQuerySchema, SignupBodySchema, OtaOnboardQuerySchema, OtaOnboardSchema, SocialLoginBodySchema, StorePrimaryPhoneBodySchema, UserInfoSchema, VerifiedSchema } from './schemas/account';
import { InvoicePdfQuerySchema, InvoicePdfSchema, InvoiceSchema, AddOnAvailabilitySchema, ApplyCouponBodySchema, ApplyMktRewardBodySchema, MktRewardListSchema, CheckAvailabilityQuerySchema, CorporateAvailabilitySchema, BookingSaltBodySchema, BookingSaltQuerySchema, BookingSchema, BookingSummarySchema, BookNowBodySchema, StayChoiceQuerySchema, SummaryBodySchema, SummaryPromosSchema, CancelQuoteSchema, CardPaymentBodySchema, CardPaymentSchema, MyBookingsQuerySchema, MyBookingsSchema, FindBookingSendBodySchema, FindBookingVerifyBodySchema, FoundBookingSchema, DateChangeSchema, DateChangeQuerySchema, DateChangeBodySchema } from './schemas/booking';
import { CheckinsSchema, CheckinStatusSchema, DoCheckinBodySchema, FeedbackBodySchema, FeedbackOptionsBodySchema, FeedbackOptionsSchema, FeedbackResultSchema, BookingDataSchema } from './schemas/stay';
import { ArrivalTimeSlotsSchema, DelayedPaymentsOtpBodySchema, OrderQuerySchema, PayAtHotelBodySchema, PayAtHotelResultSchema, PaymentInstructionSchema, PaymentLinkCardPaymentBodySchema, PaymentLinkQuerySchema, PaymentLinkSchema, PaymentOptionsSchema, SendPaymentLinkBodySchema, SendPaymentLinkSchema, TransferProofBodySchema, TransferProofFileQuerySchema, TransferProofFileSchema, TransferProofSchema, VerifyPahSchema } from './schemas/payment';
import { CaptchaChallengeSchema } from './schemas/captcha';
import { AddCorpClientBodySchema, CorpClientLinkSchema, CorpClientLinkSentSchema, CorpClientsQuerySchema, CorpClientsSchema, CorpClientVerifiedSchema, CorpClientVerifyBodySchema, CorpClientVerifyQuerySchema, SendCorpClientLinkBodySchema } from './schemas/corporate';
import { IncompleteCardBookingQuerySchema, IncompleteCardBookingSchema } from './schemas/incomplete-booking';
import { FaqsQuerySchema, FaqsSchema, LoyaltyProgramsQuerySchema, LoyaltyProgramsSchema, RsiteContentQuerySchema, RsiteContentSchema } from './schemas/content';
import { ErrorLogAcceptedSchema, ErrorLogSchema } from './schemas/monitor';
import {
  HotelDetailsSchema, HotelParamsSchema, PriceAvailabilityQuerySchema, PriceAvailabilitySchema, PriceCalendarQuerySchema, PriceCalendarSchema, RatingsQuerySchema,
  RatingsSchema, RecommendedQuerySchema, RecommendedSchema, ReviewsQuerySchema, ReviewsSchema,
} from './schemas/hotel';
import {
  AbGroupSchema, AcGroupSchema, BrandDetailsSchema, BrandParamsSchema, BrandsSchema, BrandWebContentQuerySchema, BrandWebContentSchema, CityAndHotelsQuerySchema,
  CityAndHotelsSchema, ClubPriceGroupSchema, CountryCitiesSchema, CountryQuerySchema, CuratedGetawaysSchema, DealPageQuerySchema, DealPageSchema, DealParamsSchema,
  DealsQuerySchema, DealsSchema, ExperimentQuerySchema, FiltersQuerySchema, FiltersSchema, GuestExperimentsSchema, HomePriorityListsSchema, IconImagesSchema,
  ListingGroupSchema, LocaleQuerySchema, LocationsQuerySchema, LocationsSchema, MetaTagsQuerySchema, MetaTagsSchema, SearchHistorySchema, WishListQuerySchema,
  WishListSchema, WishListUpdateBodySchema, WishListUpdateSchema,
} from './schemas/discovery';

export interface EndpointSchemaRow {
  query?: TSchema;
  params?: TSchema;
  body?: TSchema;
  /** the success answer (for `aes` rows: the decrypted JSON; for `svg` rows: the document text) */
  response: TSchema;
  /** success status when not 200 (201 created, 202 accepted) */
  status?: 200 | 201 | 202;
}

const Svg = Type.String({ description: 'an SVG document', contentMediaType: 'image/svg+xml' });
// Picture params are checked by the handlers (an unknown picture is a 404, not a 400).
const PathPart = (description: string) => Text({ maxLength: 60, description });

export const ENDPOINT_SCHEMAS = {
  // ── token ────────────────────────────────────────────────────────────────
  oauthToken: { body: OAuthTokenBodySchema, response: GuestTokenSchema },
  currentTimestamp: { query: NoQuerySchema, response: TimestampSchema },

  // ── site and content ─────────────────────────────────────────────────────
  siteSettings: { query: SiteSettingsQuerySchema, response: SiteSettingsSchema },
  areasCdn: { query: AreasCdnQuerySchema, response: AreasSchema },
  areas: { query: AreasQuerySchema, response: AreasSchema },
  areasCorporate: { query: AreasCorporateQuerySchema, response: AreasSchema },
  areasBrand: { query: AreasBrandQuerySchema, response: AreasSchema },
  listHotels: { query: ListHotelsQuerySchema, response: ListHotelsSchema },
  loadLabels: { query: LabelsQuerySchema, response: LabelsSchema },
  loadBanners: { query: BannersQuerySchema, response: BannersSchema },
  loadRsiteContents: { query: RsiteContentQuerySchema, response: RsiteContentSchema },
  localesAndContact: { query: LocalesAndContactQuerySchema, response: LocalesAndContactSchema },
  countryList: { query: NoQuerySchema, response: CountryListSchema },
  faqs: { query: FaqsQuerySchema, response: FaqsSchema },
  loyaltyPrograms: { query: LoyaltyProgramsQuerySchema, response: LoyaltyProgramsSchema },

  // ── pictures ─────────────────────────────────────────────────────────────
  bannerImage: { params: Type.Object({ id: PathPart('banner id') }), response: Svg },
  brandLogo: { params: Type.Object({ slug: PathPart('brand slug') }), response: Svg },
  contentImage: { params: Type.Object({ key: PathPart('illustration key') }), response: Svg },
  propertyPicture: { params: Type.Object({ id: PathPart('property id'), file: PathPart('{n}.svg, n from 1') }), response: Svg },

  // ── search ───────────────────────────────────────────────────────────────
  hotelsList: { query: HotelsListQuerySchema, response: HotelsListSchema },
  hotelsSoldOut: { query: HotelsListQuerySchema, response: HotelsListSchema },
  hotelDetails: { params: HotelParamsSchema, query: NoQuerySchema, response: HotelDetailsSchema },
  hotelPriceAvailability: { params: HotelParamsSchema, query: PriceAvailabilityQuerySchema, response: PriceAvailabilitySchema },
  hotelReviews: { params: HotelParamsSchema, query: ReviewsQuerySchema, response: ReviewsSchema },
  recommendedProperties: { query: RecommendedQuerySchema, response: RecommendedSchema },
  hotelRatings: { query: RatingsQuerySchema, response: RatingsSchema },
  priceCalendar: { query: PriceCalendarQuerySchema, response: PriceCalendarSchema },
  getFilters: { query: FiltersQuerySchema, response: FiltersSchema },
  getLocations: { query: LocationsQuerySchema, response: LocationsSchema },
  homePagePriorityLists: { query: CountryQuerySchema, response: HomePriorityListsSchema },
  curatedGetaways: { query: CountryQuerySchema, response: CuratedGetawaysSchema },
  loadIconImages: { query: NoQuerySchema, response: IconImagesSchema },
  facilityIcon: { params: Type.Object({ file: Text({ maxLength: 60, description: '{key}.svg', examples: ['wifi.svg'] }) }), response: Svg },
  userSearchHistory: { query: NoQuerySchema, response: SearchHistorySchema },
  cityAndHotelsList: { query: CityAndHotelsQuerySchema, response: CityAndHotelsSchema },
  countryCities: { query: CountryQuerySchema, response: CountryCitiesSchema },
  wishLists: { query: WishListQuerySchema, response: WishListSchema },
  wishListsUpdate: { body: WishListUpdateBodySchema, response: WishListUpdateSchema },
  getBrands: { query: LocaleQuerySchema, response: BrandsSchema },
  brandDetails: { params: BrandParamsSchema, query: LocaleQuerySchema, response: BrandDetailsSchema },
  brandWebContent: { query: BrandWebContentQuerySchema, response: BrandWebContentSchema },
  deals: { query: DealsQuerySchema, response: DealsSchema },
  dealPage: { params: DealParamsSchema, query: DealPageQuerySchema, response: DealPageSchema },
  loadMetatags: { query: MetaTagsQuerySchema, response: MetaTagsSchema },
  getAbGroup: { query: ExperimentQuerySchema, response: AbGroupSchema },
  getAcGroup: { query: ExperimentQuerySchema, response: AcGroupSchema },
  clubPriceAbGroup: { query: ExperimentQuerySchema, response: ClubPriceGroupSchema },
  guestAbExperiments: { query: ExperimentQuerySchema, response: GuestExperimentsSchema },
  listingAbGroup: { query: ExperimentQuerySchema, response: ListingGroupSchema },

  // ── user ─────────────────────────────────────────────────────────────────
  login: { body: LoginBodySchema, response: UserInfoSchema },
  signup: { body: SignupBodySchema, response: UserInfoSchema, status: 201 },
  fbLogin: { body: SocialLoginBodySchema, response: UserInfoSchema },
  profile: { query: NoQuerySchema, response: UserInfoSchema },
  logout: { query: LogoutQuerySchema, response: OkSchema },
  sendOtpPhoneEmail: { body: SendOtpBodySchema, response: OtpSentSchema },
  otpLogin: { body: OtpVerifyBodySchema, response: UserInfoSchema },
  emailOtpLogin: { body: OtpVerifyBodySchema, response: UserInfoSchema },
  sendEmailVerificationOtp: { body: SendEmailVerificationBodySchema, response: OtpSentSchema },
  verifyUserEmail: { body: OtpVerifyBodySchema, response: VerifiedSchema },
  sendVerificationCode: { query: SendVerificationCodeQuerySchema, response: OtpSentSchema },
  verifyVerificationCode: { body: OtpVerifyBodySchema, response: VerifiedSchema },
  forgotPasswordApp: { body: ForgotPasswordBodySchema, response: OtpSentSchema },
  forgotPasswordCorporate: { body: ForgotPasswordBodySchema, response: OtpSentSchema },
  resetPassword: { body: ResetPasswordBodySchema, response: OkSchema },
  changePassword: { body: ChangePasswordBodySchema, response: PasswordChangedSchema },
  updateUserInfo: { body: UpdateUserInfoBodySchema, response: UserInfoSchema },
  updateWhatsappStatus: { body: WhatsappStatusBodySchema, response: PreferencesSchema },
  updateUnsubscribed: { body: UnsubscribedBodySchema, response: PreferencesSchema },
  userDemographics: { query: NoQuerySchema, response: DemographicsSchema },
  userSessions: { query: NoQuerySchema, response: UserSessionsSchema },
  revokeUserSession: { query: RevokeSessionQuerySchema, response: SessionRevokedSchema },
  bankList: { query: BankListQuerySchema, response: BankListSchema },
  otaOnboard: { query: OtaOnboardQuerySchema, response: OtaOnboardSchema },
  bankAccountDetails: { query: NoQuerySchema, response: BankAccountDetailsSchema },
  saveBankAccountDetails: { body: SaveBankAccountBodySchema, response: BankAccountDetailsSchema },
  sendBankDetailsCode: { body: SendEmailVerificationBodySchema, response: OtpSentSchema },
  saveUserPaymentOptions: { body: SavePaymentOptionsBodySchema, response: PaymentPreferenceSchema },
  storePrimaryPhone: { body: StorePrimaryPhoneBodySchema, response: VerifiedSchema },
  corpClients: { query: CorpClientsQuerySchema, response: CorpClientsSchema },
  addCorpClient: { body: AddCorpClientBodySchema, response: CorpClientLinkSentSchema, status: 201 },
  sendCorpClientLink: { body: SendCorpClientLinkBodySchema, response: CorpClientLinkSentSchema },
  corpClientLink: { query: CorpClientVerifyQuerySchema, response: CorpClientLinkSchema },
  corpClientVerify: { body: CorpClientVerifyBodySchema, response: CorpClientVerifiedSchema },

  // ── booking ──────────────────────────────────────────────────────────────
  bookingSummary: { body: SummaryBodySchema, response: BookingSummarySchema },
  applyCouponCode: { body: ApplyCouponBodySchema, response: BookingSummarySchema },
  removeCouponCode: { body: SummaryBodySchema, response: BookingSummarySchema },
  bookingSummaryPromos: { query: StayChoiceQuerySchema, response: SummaryPromosSchema },
  applyMktReward: { body: ApplyMktRewardBodySchema, response: BookingSummarySchema },
  removeMktReward: { body: SummaryBodySchema, response: BookingSummarySchema },
  mktRewardList: { query: StayChoiceQuerySchema, response: MktRewardListSchema },
  removeMembership: { body: SummaryBodySchema, response: BookingSummarySchema },
  reapplyCorporateAmount: { body: SummaryBodySchema, response: BookingSummarySchema },
  checkAvailability: { query: CheckAvailabilityQuerySchema, response: CorporateAvailabilitySchema },
  checkAddonAvailability: { query: StayChoiceQuerySchema, response: AddOnAvailabilitySchema },
  bookNow: { body: BookNowBodySchema, response: BookingSchema, status: 201 },
  captchaChallenge: { query: NoQuerySchema, response: CaptchaChallengeSchema },
  incompleteCardBooking: { query: IncompleteCardBookingQuerySchema, response: IncompleteCardBookingSchema },
  getBooking: { query: BookingSaltQuerySchema, response: BookingSchema },
  findBookingSendCode: { body: FindBookingSendBodySchema, response: OtpSentSchema },
  findBookingVerify: { body: FindBookingVerifyBodySchema, response: FoundBookingSchema },
  releaseSaleRoom: { body: BookingSaltBodySchema, response: BookingSchema },
  cardPayment: { body: CardPaymentBodySchema, response: CardPaymentSchema, status: 201 },
  paymentOptions: { query: OrderQuerySchema, response: PaymentOptionsSchema },
  verifyPah: { query: BookingSaltQuerySchema, response: VerifyPahSchema },
  delayedPaymentsOtp: { body: DelayedPaymentsOtpBodySchema, response: OtpSentSchema },
  arrivalTimeSlots: { query: BookingSaltQuerySchema, response: ArrivalTimeSlotsSchema },
  bookNowPah: { body: BookNowBodySchema, response: BookingSchema, status: 201 },
  payAtHotelPayment: { body: PayAtHotelBodySchema, response: PayAtHotelResultSchema },
  bankTransferPayment: { body: BookingSaltBodySchema, response: PaymentInstructionSchema },
  paymentInstruction: { query: BookingSaltQuerySchema, response: PaymentInstructionSchema },
  sendPaymentLink: { body: SendPaymentLinkBodySchema, response: SendPaymentLinkSchema, status: 201 },
  paymentLink: { query: PaymentLinkQuerySchema, response: PaymentLinkSchema },
  paymentLinkCardPayment: { body: PaymentLinkCardPaymentBodySchema, response: CardPaymentSchema, status: 201 },
  uploadTransferProof: { body: TransferProofBodySchema, response: TransferProofSchema },
  transferProof: { query: BookingSaltQuerySchema, response: TransferProofSchema },
  transferProofFile: { query: TransferProofFileQuerySchema, response: TransferProofFileSchema },
  cancelQuote: { query: BookingSaltQuerySchema, response: CancelQuoteSchema },
  cancelBooking: { body: BookingSaltBodySchema, response: BookingSchema },
  getFeedbackOptions: { body: FeedbackOptionsBodySchema, response: FeedbackOptionsSchema },
  feedbackListener: { body: FeedbackBodySchema, response: FeedbackResultSchema, status: 201 },
  fetchBookingData: { query: BookingSaltQuerySchema, response: BookingDataSchema },
  checkins: { query: NoQuerySchema, response: CheckinsSchema },
  checkinStatus: { query: BookingSaltQuerySchema, response: CheckinStatusSchema },
  doCheckin: { body: DoCheckinBodySchema, response: CheckinStatusSchema },
  dateChangeQuote: { query: DateChangeQuerySchema, response: DateChangeSchema },
  bookingDateChange: { body: DateChangeBodySchema, response: DateChangeSchema },
  dateChangePayment: { body: CardPaymentBodySchema, response: CardPaymentSchema, status: 201 },
  myBookings: { query: MyBookingsQuerySchema, response: MyBookingsSchema },
  bookingInvoice: { query: BookingSaltQuerySchema, response: InvoiceSchema },
  bookingInvoicePdf: { query: InvoicePdfQuerySchema, response: InvoicePdfSchema },

  // ── monitor ──────────────────────────────────────────────────────────────
  monitorErrorLog: { body: ErrorLogSchema, response: ErrorLogAcceptedSchema, status: 202 },
} as const satisfies Record<EndpointName, EndpointSchemaRow>;
