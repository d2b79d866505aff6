/**
 * The endpoint catalogue (spec §7): one typed table used by the browser's api client and by the
 * API, which registers every route at `endpointPath(def)`. Adding a call = adding a row here.
 *
 * Hosts: production has separate api, cdn, search, booking, login, token and monitor hosts.
 * Locally they are all the API service; each host kind is a path prefix of its own, so
 * `GET cdn v13 site_settings` is `/cdn/v13/site_settings` on the API and
 * `/api/cdn/v13/site_settings` through the edge.
 */
export type HostKind = 'api' | 'cdn' | 'search' | 'booking' | 'login' | 'token' | 'monitor';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * none: no Authorization header (load and CDN calls).
 * token: the user's token when signed in, otherwise the guest token.
 * user: a signed-in user's token is required (401 otherwise).
 * client-basic: HTTP Basic with the web client's id and secret (the guest-token grant).
 */
export type AuthKind = 'none' | 'token' | 'user' | 'client-basic';
/** json: plain JSON; data: `{ data: base64(JSON) }` (in the query string for GET); form: urlencoded or multipart. */
export type BodyEncoding = 'none' | 'json' | 'data' | 'form';
/**
 * aes: the body is `{ data: "<base64 ciphertext>---<hex iv>" }` (see wire.ts); svg: a picture (used as an <img> URL);
 * pdf: a PDF document; file: a stored file sent as a download (Content-Disposition: attachment), its type per file.
 */
export type ResponseEncoding = 'json' | 'aes' | 'svg' | 'pdf' | 'file';

export interface EndpointDef {
  host: HostKind;
  /** `v{n}` segment; null for unversioned paths such as the token grant. */
  version: number | null;
  method: HttpMethod;
  /** Path after the version; `:param` segments are filled from the call's params. */
  path: string;
  auth: AuthKind;
  body: BodyEncoding;
  response: ResponseEncoding;
  /** signed with the hmac headers of wire.ts */
  hmac?: boolean;
  /** carries a solved captchaChallenge in CAPTCHA_HEADER (unless site settings say captcha_by_pass): book_now and book_now_pah */
  captcha?: boolean;
  /** failures of this call are never reported to the monitor (the monitor itself). */
  noMonitor?: boolean;
  summary: string;
}

const def = (d: EndpointDef) => d;

export const ENDPOINTS = {
  // ── token ────────────────────────────────────────────────────────────────
  oauthToken: def({ host: 'token', version: null, method: 'POST', path: 'en/oauth/token', auth: 'client-basic', body: 'form', response: 'json', summary: 'Guest token by client credentials (grant_type=client_credentials).' }),
  currentTimestamp: def({ host: 'api', version: 16, method: 'GET', path: 'current_timestamp', auth: 'none', body: 'none', response: 'json', summary: 'Server clock, used to sign hmac calls.' }),

  // ── site and content ─────────────────────────────────────────────────────
  siteSettings: def({ host: 'cdn', version: 13, method: 'GET', path: 'site_settings', auth: 'none', body: 'none', response: 'json', summary: 'Settings of the site for a locale, host kind and brand.' }),
  areasCdn: def({ host: 'cdn', version: 12, method: 'GET', path: 'areas', auth: 'none', body: 'none', response: 'json', summary: 'Location tree of a country (provinces, cities, sub-cities, districts, areas).' }),
  areas: def({ host: 'api', version: 14, method: 'GET', path: 'areas', auth: 'token', body: 'none', response: 'json', summary: 'Location suggestions for a query.' }),
  areasCorporate: def({ host: 'api', version: 15, method: 'GET', path: 'areas', auth: 'token', body: 'none', response: 'json', summary: 'Location suggestions on the corporate site (platform=corporate).' }),
  areasBrand: def({ host: 'api', version: 16, method: 'GET', path: 'areas', auth: 'token', body: 'none', response: 'json', summary: 'Location suggestions limited to a brand (source=brand).' }),
  listHotels: def({ host: 'api', version: 10, method: 'GET', path: 'list_hotels', auth: 'token', body: 'none', response: 'json', summary: 'Hotel names and slugs of a location (sitemaps, hotel suggestions).' }),
  loadLabels: def({ host: 'api', version: 10, method: 'GET', path: 'load_labels', auth: 'none', body: 'none', response: 'json', summary: 'UI labels of a language.' }),
  loadBanners: def({ host: 'api', version: 10, method: 'GET', path: 'load_banners', auth: 'none', body: 'none', response: 'json', summary: 'Banners of a country.' }),
  loadRsiteContents: def({ host: 'api', version: 10, method: 'GET', path: 'load_rsite_contents', auth: 'none', body: 'none', response: 'json', summary: 'Content blocks of a page (section param).' }),
  localesAndContact: def({ host: 'api', version: 10, method: 'GET', path: 'locales_and_contact_new', auth: 'token', body: 'none', response: 'json', summary: 'Sites with their locales and contact numbers.' }),
  countryList: def({ host: 'api', version: 14, method: 'GET', path: 'country_list', auth: 'token', body: 'none', response: 'json', summary: 'Countries with phone codes and currencies.' }),
  faqs: def({ host: 'cdn', version: 16, method: 'GET', path: 'faqs', auth: 'none', body: 'none', response: 'json', summary: 'Frequently asked questions in the locale language.' }),
  loyaltyPrograms: def({ host: 'cdn', version: 16, method: 'GET', path: 'loyalty_programs', auth: 'none', body: 'none', response: 'json', summary: 'Club plans, redcash rules and loyalty tiers.' }),

  // ── pictures (generated artwork; pages use their URLs in <img>, built with endpointPath) ─────
  bannerImage: def({ host: 'cdn', version: null, method: 'GET', path: 'banners/:id.svg', auth: 'none', body: 'none', response: 'svg', summary: 'Picture of a banner.' }),
  brandLogo: def({ host: 'cdn', version: null, method: 'GET', path: 'brands/:slug/logo.svg', auth: 'none', body: 'none', response: 'svg', summary: 'Logo of a brand site.' }),
  contentImage: def({ host: 'cdn', version: null, method: 'GET', path: 'content/:key.svg', auth: 'none', body: 'none', response: 'svg', summary: 'Illustration of a content block.' }),
  propertyPicture: def({ host: 'api', version: null, method: 'GET', path: 'images/properties/:id/:file', auth: 'none', body: 'none', response: 'svg', summary: 'Picture of a property: file is `{n}.svg`.' }),

  // ── search ───────────────────────────────────────────────────────────────
  hotelsList: def({ host: 'search', version: 1, method: 'GET', path: 'hotels/list', auth: 'token', body: 'none', response: 'json', summary: 'Search results: available hotels with prices for dates, rooms and guests.' }),
  hotelsSoldOut: def({ host: 'search', version: 1, method: 'GET', path: 'hotels/sold_out_hotels', auth: 'token', body: 'none', response: 'json', summary: 'Properties of a search that match its filters but are sold out for the stay.' }),
  hotelDetails: def({ host: 'search', version: 1, method: 'GET', path: 'hotel/:id', auth: 'token', body: 'none', response: 'json', summary: 'A property by id or slug: gallery, facilities, address and position, times, policies, rooms and rate plans.' }),
  hotelPriceAvailability: def({ host: 'search', version: 1, method: 'GET', path: 'hotel/:id/check_price_availability', auth: 'token', body: 'none', response: 'json', summary: 'All-in price of a stay per room type and rate plan, sold-out state and other dates.' }),
  hotelReviews: def({ host: 'search', version: 1, method: 'GET', path: 'get-site-reviews/:id', auth: 'token', body: 'none', response: 'json', summary: 'Guest reviews of a property, newest first, paged, with the rating breakdown.' }),
  recommendedProperties: def({ host: 'search', version: 1, method: 'GET', path: 'recommended_properties', auth: 'token', body: 'none', response: 'json', summary: 'Other available properties near the one being viewed.' }),
  hotelRatings: def({ host: 'search', version: 1, method: 'GET', path: 'hotels/ratings', auth: 'token', body: 'none', response: 'json', summary: 'Rating and review count of some properties.' }),
  priceCalendar: def({ host: 'search', version: 1, method: 'GET', path: 'hotels/price_calendar', auth: 'token', body: 'none', response: 'json', summary: 'Lowest all-in nightly price per day of a month for a search (range calendar).' }),
  getFilters: def({ host: 'search', version: 1, method: 'GET', path: 'get_filters', auth: 'token', body: 'none', response: 'json', summary: 'Filter options of a search with counts, and its price bands.' }),
  getLocations: def({ host: 'search', version: 1, method: 'GET', path: 'get_locations', auth: 'token', body: 'none', response: 'json', summary: 'Typo-tolerant place and hotel suggestions.' }),
  homePagePriorityLists: def({ host: 'cdn', version: 12, method: 'GET', path: 'home_page_priority_lists', auth: 'none', body: 'none', response: 'json', summary: 'Popular cities and areas of a country for the home page.' }),
  curatedGetaways: def({ host: 'api', version: 14, method: 'GET', path: 'curated_getaways', auth: 'token', body: 'none', response: 'json', summary: 'Best-rated properties of a country by kind of place (beach, city centre, …).' }),
  loadIconImages: def({ host: 'cdn', version: 12, method: 'GET', path: 'load_icon_images', auth: 'none', body: 'none', response: 'json', summary: 'Icon picture of every facility key.' }),
  facilityIcon: def({ host: 'cdn', version: null, method: 'GET', path: 'icons/:file', auth: 'none', body: 'none', response: 'svg', summary: 'Icon of a facility: file is `{key}.svg`.' }),
  userSearchHistory: def({ host: 'api', version: 16, method: 'GET', path: 'user_search_history', auth: 'user', body: 'none', response: 'aes', summary: "The signed-in user's last searches, newest first (encrypted response)." }),
  cityAndHotelsList: def({ host: 'login', version: 1, method: 'GET', path: 'city_and_hotels_list', auth: 'token', body: 'none', response: 'json', summary: 'Cities of a country with their most popular hotels (sitemaps).' }),
  countryCities: def({ host: 'api', version: 14, method: 'GET', path: 'countries/list_city', auth: 'token', body: 'none', response: 'json', summary: 'Cities of a country with their property counts.' }),
  wishLists: def({ host: 'api', version: 16, method: 'GET', path: 'user/wish_lists', auth: 'user', body: 'none', response: 'json', summary: "The signed-in user's wish list, newest first, paged." }),
  wishListsUpdate: def({ host: 'api', version: 16, method: 'POST', path: 'user/wish_lists', auth: 'user', body: 'data', response: 'json', summary: 'Add a property to the wish list or remove it.' }),
  getBrands: def({ host: 'api', version: 14, method: 'GET', path: 'get_brands', auth: 'token', body: 'none', response: 'json', summary: 'Brands (brand_types) with logos and property counts.' }),
  brandDetails: def({ host: 'api', version: 14, method: 'GET', path: 'brands/:slug', auth: 'token', body: 'none', response: 'json', summary: "A brand's page: brand_types, its cities and properties." }),
  brandWebContent: def({ host: 'api', version: 10, method: 'GET', path: 'brand_web_content', auth: 'none', body: 'none', response: 'json', summary: "A brand site's logo, tagline and navigation." }),
  deals: def({ host: 'api', version: 14, method: 'GET', path: 'deals', auth: 'token', body: 'none', response: 'json', summary: 'Running deals with their discount and property counts.' }),
  dealPage: def({ host: 'api', version: 14, method: 'GET', path: 'deal_page/:id', auth: 'token', body: 'none', response: 'json', summary: 'A deal and its properties, paged.' }),
  loadMetatags: def({ host: 'api', version: 10, method: 'GET', path: 'load_metatags', auth: 'none', body: 'none', response: 'json', summary: 'Title, description and keywords of a page (home, listing, hotel, deal, brand).' }),
  getAbGroup: def({ host: 'api', version: 16, method: 'GET', path: 'get_ab_group', auth: 'token', body: 'none', response: 'aes', summary: 'Book-on-discount and rack-rate experiment groups (sticky; NA by default; encrypted).' }),
  getAcGroup: def({ host: 'api', version: 16, method: 'GET', path: 'get_ac_group', auth: 'token', body: 'none', response: 'aes', summary: 'Club pricing and discount experiment groups (sticky; NA by default; encrypted).' }),
  clubPriceAbGroup: def({ host: 'api', version: 14, method: 'GET', path: 'club_price_ab_group', auth: 'token', body: 'none', response: 'json', summary: 'Club price experiment group (sticky; NA by default).' }),
  guestAbExperiments: def({ host: 'api', version: 16, method: 'GET', path: 'guest_ab_experiments', auth: 'token', body: 'none', response: 'json', summary: "A guest's group in every running experiment (sticky; NA by default)." }),
  listingAbGroup: def({ host: 'search', version: 1, method: 'GET', path: 'listing_ab_group', auth: 'token', body: 'none', response: 'json', summary: 'Listing experiment group: group, search variant, expiry and the user group and segment.' }),

  // ── user ─────────────────────────────────────────────────────────────────
  login: def({ host: 'login', version: 16, method: 'POST', path: 'users', auth: 'token', body: 'data', response: 'json', summary: 'Sign in with email and password.' }),
  signup: def({ host: 'login', version: 16, method: 'POST', path: 'signup', auth: 'token', body: 'data', response: 'json', summary: 'Create an account with email and password; signs the user in.' }),
  fbLogin: def({ host: 'login', version: 16, method: 'POST', path: 'fb_login', auth: 'token', body: 'data', response: 'json', summary: 'Sign in or up with a Google or Facebook ID token (provider google or facebook), or a Facebook login code (PKCE) the API exchanges for one; is_new_user tells a sign-up.' }),
  profile: def({ host: 'login', version: 16, method: 'GET', path: 'users', auth: 'user', body: 'none', response: 'aes', summary: 'The signed-in user (encrypted response).' }),
  logout: def({ host: 'login', version: 16, method: 'DELETE', path: 'logout', auth: 'user', body: 'none', response: 'json', summary: 'Revoke the current user token.' }),
  sendOtpPhoneEmail: def({ host: 'login', version: 16, method: 'POST', path: 'send_otp_phone_email', auth: 'token', body: 'data', response: 'json', summary: 'Send a sign-in code to a phone or an email (the same answer whether or not an account uses it).' }),
  otpLogin: def({ host: 'login', version: 16, method: 'POST', path: 'otp_login', auth: 'token', body: 'data', response: 'json', summary: 'Sign in with the code sent to a phone.' }),
  emailOtpLogin: def({ host: 'login', version: 16, method: 'POST', path: 'email_otp_login', auth: 'token', body: 'data', response: 'json', summary: 'Sign in with the code sent to an email address.' }),
  sendEmailVerificationOtp: def({ host: 'login', version: 16, method: 'POST', path: 'send_email_verification_otp', auth: 'user', body: 'data', response: 'json', summary: "Send a code to the signed-in user's email address." }),
  verifyUserEmail: def({ host: 'login', version: 16, method: 'POST', path: 'verify_user_email', auth: 'user', body: 'data', response: 'json', summary: "Verify the signed-in user's email address with the code sent to it." }),
  sendVerificationCode: def({ host: 'login', version: 16, method: 'GET', path: 'send_verification_code', auth: 'user', body: 'none', response: 'json', summary: 'Send a code to a phone number the signed-in user wants to verify.' }),
  verifyVerificationCode: def({ host: 'login', version: 16, method: 'POST', path: 'verify_verification_code', auth: 'user', body: 'data', response: 'json', summary: 'Verify a phone number with its code: it becomes the verified primary phone.' }),
  forgotPasswordApp: def({ host: 'login', version: 16, method: 'POST', path: 'forgot_password_app', auth: 'token', body: 'data', response: 'json', hmac: true, summary: 'Mail a password-reset code (the same answer whether or not an account uses the address).' }),
  forgotPasswordCorporate: def({ host: 'login', version: 16, method: 'POST', path: 'forgot_password_corporate', auth: 'token', body: 'data', response: 'json', hmac: true, summary: 'Mail a password-reset code from the corporate site.' }),
  resetPassword: def({ host: 'login', version: 16, method: 'PUT', path: 'reset_password', auth: 'token', body: 'data', response: 'json', summary: 'Set a new password with the reset code; every session of the account ends.' }),
  changePassword: def({ host: 'login', version: 16, method: 'PUT', path: 'change_password', auth: 'user', body: 'data', response: 'json', summary: "Change (or create) the signed-in user's password; their other sessions end." }),
  updateUserInfo: def({ host: 'login', version: 16, method: 'PUT', path: 'update_user_info', auth: 'user', body: 'data', response: 'json', summary: "Change the signed-in user's name, gender or language; answers the updated user." }),
  updateWhatsappStatus: def({ host: 'login', version: 16, method: 'POST', path: 'update_whatsapp_status', auth: 'user', body: 'data', response: 'json', summary: 'Turn WhatsApp messages (booking updates) on or off.' }),
  updateUnsubscribed: def({ host: 'login', version: 16, method: 'PUT', path: 'update_unsubscribed', auth: 'user', body: 'data', response: 'json', summary: 'Unsubscribe from (or back to) marketing mails.' }),
  userDemographics: def({ host: 'login', version: 16, method: 'GET', path: 'user_demographics_information', auth: 'user', body: 'none', response: 'json', summary: "The signed-in user's own demographics (gender, language, country, tier, club, bookings count, member since)." }),
  userSessions: def({ host: 'login', version: 16, method: 'GET', path: 'user_sessions', auth: 'user', body: 'none', response: 'json', summary: "The signed-in user's devices: each live sign-in with its browser, system, sign-in time and last use." }),
  revokeUserSession: def({ host: 'login', version: 16, method: 'DELETE', path: 'user_sessions', auth: 'user', body: 'none', response: 'json', summary: 'Sign one of the signed-in user\'s devices out (session_id from user_sessions).' }),
  otaOnboard: def({ host: 'login', version: 16, method: 'GET', path: 'ota_onboard', auth: 'token', body: 'none', response: 'json', summary: 'The sign-up prefill of an ota_onboard link: booking code, names, phone and email of the guest booking its signed token names.' }),
  bankList: def({ host: 'login', version: 16, method: 'GET', path: 'bank_list', auth: 'token', body: 'none', response: 'json', summary: "Banks of a country for refunds and payouts, each with its account-number lengths." }),
  bankAccountDetails: def({ host: 'login', version: 16, method: 'GET', path: 'bank_account_details', auth: 'user', body: 'none', response: 'json', summary: "The signed-in user's bank account for refunds and payouts, the number masked." }),
  saveBankAccountDetails: def({ host: 'login', version: 16, method: 'PUT', path: 'bank_account_details', auth: 'user', body: 'data', response: 'json', summary: "Set or change the signed-in user's bank account; needs their password or a mailed one-time code." }),
  sendBankDetailsCode: def({ host: 'login', version: 16, method: 'POST', path: 'bank_account_details/send_code', auth: 'user', body: 'data', response: 'json', summary: "Mail a one-time code to the signed-in user's email that allows a bank account change." }),
  saveUserPaymentOptions: def({ host: 'login', version: 16, method: 'POST', path: 'save_user_payment_options', auth: 'user', body: 'data', response: 'json', summary: "Save the signed-in user's preferred way to pay (card or pay_at_hotel, null for none); payment_options preselects it." }),
  storePrimaryPhone: def({ host: 'login', version: 16, method: 'POST', path: 'user/store_primary_phone', auth: 'user', body: 'data', response: 'json', summary: 'Store the primary phone number (not verified until its code is entered).' }),
  corpClients: def({ host: 'login', version: 16, method: 'GET', path: 'corp_clients', auth: 'user', body: 'none', response: 'json', summary: "The clients of the signed-in booker's company (colleagues who book at its rate), newest first, with their verification status." }),
  addCorpClient: def({ host: 'login', version: 16, method: 'POST', path: 'corp_clients', auth: 'user', body: 'data', response: 'json', summary: "Add a client to the signed-in booker's company by name and email or phone; a verification link is sent to that address." }),
  sendCorpClientLink: def({ host: 'login', version: 16, method: 'POST', path: 'corp_clients/send_again', auth: 'user', body: 'data', response: 'json', summary: "Send a client of the booker's company a new verification link (the older one stops working)." }),
  corpClientLink: def({ host: 'login', version: 16, method: 'GET', path: 'corp_client_verify', auth: 'token', body: 'none', response: 'json', summary: 'Whom a corporate client verification link verifies (company, masked address) and what it can do now.' }),
  corpClientVerify: def({ host: 'login', version: 16, method: 'POST', path: 'corp_client_verify', auth: 'token', body: 'data', response: 'json', summary: "Confirm a corporate client's email or phone with the link's token: the account with that address books for the company, or signs up from the link." }),

  // ── booking ──────────────────────────────────────────────────────────────
  bookingSummary: def({ host: 'booking', version: 16, method: 'PUT', path: 'booking_summary', auth: 'token', body: 'data', response: 'json', summary: 'The booking summary priced by the server: the stay, the adjustments (coupon, add-ons, …) and the total book_now charges.' }),
  applyCouponCode: def({ host: 'booking', version: 16, method: 'PUT', path: 'apply_coupan_code', auth: 'token', body: 'data', response: 'json', summary: 'Apply a promo code to a booking summary by its rules; answers the new summary or why the code does not apply.' }),
  removeCouponCode: def({ host: 'booking', version: 16, method: 'PUT', path: 'remove_coupan_code', auth: 'token', body: 'data', response: 'json', summary: 'The booking summary without its promo code.' }),
  bookingSummaryPromos: def({ host: 'booking', version: 16, method: 'GET', path: 'booking_summary_promos', auth: 'token', body: 'none', response: 'json', summary: 'Promo codes offered for a stay, with what each would take off or why it does not apply.' }),
  applyMktReward: def({ host: 'booking', version: 16, method: 'POST', path: 'apply_mkt_reward', auth: 'token', body: 'data', response: 'json', summary: "Apply one of the signed-in user's marketing rewards (a referral or campaign voucher) to a booking summary; answers the new summary or why it does not apply." }),
  removeMktReward: def({ host: 'booking', version: 16, method: 'POST', path: 'remove_mkt_reward', auth: 'token', body: 'data', response: 'json', summary: 'The booking summary without its marketing reward.' }),
  mktRewardList: def({ host: 'booking', version: 16, method: 'GET', path: 'mkt_reward_list', auth: 'token', body: 'none', response: 'json', summary: "The signed-in user's usable marketing rewards for a stay, with what each would take off or why it does not apply." }),
  removeMembership: def({ host: 'booking', version: 16, method: 'PUT', path: 'remove_membership', auth: 'token', body: 'data', response: 'json', summary: 'The booking summary without the club membership added to it.' }),
  reapplyCorporateAmount: def({ host: 'booking', version: 16, method: 'PUT', path: 'reapply_corporate_amount', auth: 'token', body: 'data', response: 'json', summary: "The booking summary with the caller's company's negotiated amount applied again (corporate site, after the guest changes the stay or extras)." }),
  checkAvailability: def({ host: 'booking', version: 16, method: 'GET', path: 'check_availability', auth: 'token', body: 'none', response: 'json', summary: "Corporate site, instead of book_now: whether the stay's rooms are on sale now at the company's amount, and that price; nothing is held." }),
  checkAddonAvailability: def({ host: 'booking', version: 16, method: 'GET', path: 'check_addon_availability', auth: 'token', body: 'none', response: 'json', summary: "Add-ons the property sells for a stay, with prices and a catalogue add-on's entry per night." }),
  bookingInvoice: def({ host: 'booking', version: 16, method: 'GET', path: 'booking_invoice', auth: 'token', body: 'none', response: 'json', summary: "A booking's invoice (its owner, or whoever holds a guest booking's salt), with a signed link to the PDF." }),
  bookingInvoicePdf: def({ host: 'booking', version: 16, method: 'GET', path: 'booking_invoice_pdf', auth: 'none', body: 'none', response: 'pdf', summary: 'The invoice as a PDF, through the signed, short-lived link booking_invoice gives.' }),
  bookNow: def({ host: 'booking', version: 16, method: 'POST', path: 'book_now', auth: 'token', body: 'data', response: 'json', captcha: true, summary: 'Hold the rooms of a stay priced by the server: a pending booking until it is paid or its hold expires.' }),
  captchaChallenge: def({ host: 'booking', version: 16, method: 'GET', path: 'captcha_challenge', auth: 'token', body: 'none', response: 'json', summary: "A proof-of-work challenge for book_now's captcha header, solved by the browser in the background." }),
  incompleteCardBooking: def({ host: 'booking', version: 16, method: 'GET', path: 'incomplete_card_booking_status', auth: 'token', body: 'none', response: 'json', summary: "The caller's booking still on hold for a card payment (abandoned at the card page), to offer the way back to pay." }),
  getBooking: def({ host: 'booking', version: 16, method: 'GET', path: 'get_booking', auth: 'token', body: 'none', response: 'json', summary: 'A booking by its salt (its owner, or whoever holds the salt of a guest booking).' }),
  cancelQuote: def({ host: 'booking', version: 16, method: 'GET', path: 'cancellation_quote', auth: 'token', body: 'none', response: 'json', summary: 'What cancelling a booking now would give back, by its rate plan\'s policy.' }),
  cancelBooking: def({ host: 'booking', version: 16, method: 'PUT', path: 'cancel_booking', auth: 'token', body: 'data', response: 'json', summary: 'Cancel a booking: its rooms go back on sale and the refund the policy allows is started.' }),
  getFeedbackOptions: def({ host: 'booking', version: 16, method: 'POST', path: 'get_feedback_options', auth: 'token', body: 'data', response: 'json', hmac: true, summary: "What rating a stay offers (stars, tags, traveller types) and whether it can be rated; takes the user_segment header." }),
  feedbackListener: def({ host: 'booking', version: 16, method: 'POST', path: 'guest-reviews/feedback-listener', auth: 'token', body: 'data', response: 'json', summary: "Rate a stay once: the review feeds the property's rating and review count." }),
  fetchBookingData: def({ host: 'booking', version: 16, method: 'GET', path: 'fetch_booking_data', auth: 'token', body: 'none', response: 'json', summary: "What a booking's owner can do with it now (pay, cancel, change dates, check in, rate, invoice), decided by the server." }),
  checkins: def({ host: 'booking', version: 16, method: 'GET', path: 'checkins', auth: 'user', body: 'none', response: 'json', summary: "The signed-in user's stays checking in today and those checked out in the last 30 days (which can be rated)." }),
  checkinStatus: def({ host: 'booking', version: 16, method: 'GET', path: 'checkin_status', auth: 'token', body: 'none', response: 'json', summary: "Where a booking stands for self check-in, the IDs its property accepts, and once checked in the stay's QR pass." }),
  doCheckin: def({ host: 'booking', version: 16, method: 'PUT', path: 'do_checkin', auth: 'token', body: 'data', response: 'json', summary: 'Self check-in on the check-in day with an ID the property accepts; answers the QR pass for the desk.' }),
  dateChangeQuote: def({ host: 'booking', version: 16, method: 'GET', path: 'booking_date_change_quote', auth: 'token', body: 'none', response: 'json', summary: "What moving a booking to other dates would cost: the new stay priced by the server and the difference to pay or get back. Nothing changes." }),
  bookingDateChange: def({ host: 'booking', version: 16, method: 'PUT', path: 'booking_date_change', auth: 'token', body: 'data', response: 'json', summary: 'Move a confirmed booking to other dates: cheaper or equal is applied at once (the difference refunded); dearer holds the new nights until the difference is paid by card.' }),
  dateChangePayment: def({ host: 'booking', version: 16, method: 'POST', path: 'booking_date_change/card_payment', auth: 'token', body: 'data', response: 'json', summary: "Open a card checkout for the difference of a booking's change of dates that awaits payment." }),
  cardPayment: def({ host: 'booking', version: 16, method: 'POST', path: 'card_payment', auth: 'token', body: 'data', response: 'json', summary: "Open a card checkout for a pending booking's total; answers the gateway page to send the guest to." }),
  paymentOptions: def({ host: 'booking', version: 16, method: 'GET', path: 'payment_options', auth: 'token', body: 'none', response: 'json', summary: 'The ways an order (today a booking) may be paid, each available or why not, and the one to preselect.' }),
  verifyPah: def({ host: 'booking', version: 16, method: 'GET', path: 'verify_pah', auth: 'token', body: 'none', response: 'json', summary: 'Whether a pending booking may be paid at the hotel, and where its confirmation code goes.' }),
  delayedPaymentsOtp: def({ host: 'booking', version: 16, method: 'POST', path: 'delayed_payments_otp', auth: 'token', body: 'data', response: 'json', summary: "Mail the one-time code that confirms paying at the hotel to the booking's email." }),
  arrivalTimeSlots: def({ host: 'booking', version: 16, method: 'GET', path: 'arrival_time_slots', auth: 'token', body: 'none', response: 'json', summary: "The hour slots a pay-at-hotel guest may arrive in, hotel time, from the property's check-in time." }),
  bookNowPah: def({ host: 'booking', version: 16, method: 'POST', path: 'book_now_pah', auth: 'token', body: 'data', response: 'json', captcha: true, summary: 'Hold a stay to pay at the hotel: book_now, refused when the stay cannot be paid at the hotel.' }),
  payAtHotelPayment: def({ host: 'booking', version: 16, method: 'POST', path: 'pay_at_hotel_payment', auth: 'token', body: 'data', response: 'json', summary: 'Confirm a held booking to be paid at the hotel, with the mailed code and an arrival slot.' }),
  bankTransferPayment: def({ host: 'booking', version: 16, method: 'POST', path: 'bank_transfer_payment', auth: 'token', body: 'data', response: 'json', summary: "Open (or answer again) a virtual account for a pending booking's total, to pay by bank transfer." }),
  paymentInstruction: def({ host: 'booking', version: 16, method: 'GET', path: 'payment_instruction', auth: 'token', body: 'none', response: 'json', summary: "A bank-transfer booking's virtual account, amount, deadline and state, and its uploaded proof." }),
  sendPaymentLink: def({ host: 'booking', version: 16, method: 'POST', path: 'send_payment_link', auth: 'token', body: 'data', response: 'json', summary: "Send a pending booking's payment link to its own email and/or phone (its owner only); the link expires, at the latest with the hold." }),
  paymentLink: def({ host: 'booking', version: 16, method: 'GET', path: 'payment_link', auth: 'token', body: 'none', response: 'json', summary: 'What a payment link pays: the booking in short and whether the link can still be paid (payable, expired, replaced, paid, ended).' }),
  paymentLinkCardPayment: def({ host: 'booking', version: 16, method: 'POST', path: 'payment_link/card_payment', auth: 'token', body: 'data', response: 'json', summary: "Open a card checkout for the booking of a payable payment link (whoever holds the link); the webhook confirms it." }),
  uploadTransferProof: def({ host: 'booking', version: 16, method: 'POST', path: 'view_proof_url', auth: 'token', body: 'data', response: 'json', summary: 'Upload a picture or PDF of a bank transfer (up to 2 MB) for its booking.' }),
  transferProof: def({ host: 'booking', version: 16, method: 'GET', path: 'view_proof_url', auth: 'token', body: 'none', response: 'json', summary: "The bank transfer proof the booking's owner uploaded, with a short-lived signed link to the file." }),
  transferProofFile: def({ host: 'booking', version: 16, method: 'GET', path: 'view_proof_url/file', auth: 'none', body: 'none', response: 'file', summary: 'The transfer proof file as a download, through the signed, short-lived link view_proof_url gives.' }),
  releaseSaleRoom: def({ host: 'booking', version: 16, method: 'PUT', path: 'release_sale_room', auth: 'token', body: 'data', response: 'json', summary: "Give a pending booking's held rooms back at once." }),
  findBookingSendCode: def({ host: 'booking', version: 16, method: 'POST', path: 'find_booking/send_code', auth: 'token', body: 'data', response: 'json', summary: "A guest's booking without an account: its booking code and email; a one-time code is mailed when they match (the same answer either way)." }),
  findBookingVerify: def({ host: 'booking', version: 16, method: 'POST', path: 'find_booking/verify', auth: 'token', body: 'data', response: 'json', summary: 'The mailed one-time code of find_booking/send_code: answers the booking salt that opens the booking page.' }),
  myBookings: def({ host: 'booking', version: 16, method: 'GET', path: 'bookings', auth: 'user', body: 'none', response: 'json', summary: "The signed-in user's bookings by type (upcoming, completed, cancelled), paged." }),

  // ── monitor ──────────────────────────────────────────────────────────────
  monitorErrorLog: def({ host: 'monitor', version: 1, method: 'POST', path: 'error_logs', auth: 'none', body: 'json', response: 'json', noMonitor: true, summary: 'Front-end error log (failed calls, render errors).' }),
} as const satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof ENDPOINTS;

/** Path prefix of each host kind on the API service (and under `/api` on the edge). */
export const HOST_PREFIX: Record<HostKind, string> = {
  api: '',
  cdn: '/cdn',
  search: '/search',
  booking: '/booking',
  login: '/login',
  token: '',
  monitor: '/monitor',
};

/** Route path of an endpoint, Fastify style (`/search/v1/hotels/list`, `/booking/v16/bookings/:id`). */
export function routePath(e: EndpointDef): string {
  const version = e.version === null ? '' : `/v${e.version}`;
  return `${HOST_PREFIX[e.host]}${version}/${e.path}`;
}

/** Concrete path with `:param` segments filled in; throws on a missing param. */
export function endpointPath(e: EndpointDef, params: Record<string, string | number> = {}): string {
  return routePath(e).replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = Object.hasOwn(params, key) ? params[key] : undefined;
    if (value === undefined || value === '') throw new Error(`endpoint ${e.path}: missing path param ${key}`);
    return encodeURIComponent(String(value));
  });
}
