/**
 * What the OpenAPI page says of each payment endpoint, by catalogue name: kept here so a routes file
 * reads as the list of its endpoints.
 */
import { CAPTCHA_HEADER } from '@rednest/shared/contracts/wire';
import { CODE_LIMITS } from '../account/code-limits.ts';
import { PAYMENT_LINK_LIMITS } from './payment-link.service.ts';
import { PROOF_LINK_SECONDS } from './proof-link.ts';

export const paymentDocs = {
  paymentOptions: [
    'The ways to pay an order (order_kind booking, order_id its salt; or order_kind membership, order_id the member_id of club_membership_order: a club plan bought alone), each available or with the reason it is not, what is due now and at the hotel, and default_method: the saved preference of the signed-in caller (save_user_payment_options) when available, else the first available of card, pay_at_hotel.',
    'Rules: card for any pending order; pay_at_hotel when the property offers it, the rate plan is refundable, check-in is within 30 days and the check-in day has not ended at the hotel.',
    "Only the order's owner (a user's own booking, or whoever holds a guest booking's salt): anyone else gets 404 BOOKING_NOT_FOUND.",
    "A membership order: card only (pay_at_hotel PAH_CLUB_PLAN, bank_transfer BANK_TRANSFER_NOT_FOR_ORDER), status pending, confirmed once paid or cancelled when void; its owner's only (404 MEMBERSHIP_NOT_FOUND, like an unknown id).",
  ].join(' '),
  verifyPah:
    'Whether a pending booking may be paid at the hotel (eligible, or reason: PAH_NOT_OFFERED, PAH_NON_REFUNDABLE, PAH_NOT_FOR_GUEST, PAH_TOO_FAR_AHEAD, PAH_TOO_LATE, ORDER_NOT_PENDING), the amount due there and the masked email delayed_payments_otp mails the code to. Owner only (404 otherwise).',
  delayedPaymentsOtp: `Mails a 6-digit code (valid 300 s, single use, locked after 5 wrong tries) to the email the booking was made with, to confirm paying at the hotel. Not eligible: 409 PAH_NOT_AVAILABLE with the reason. A new code after ${CODE_LIMITS.resendAfterSeconds} s; at most ${CODE_LIMITS.perBookingPerHour} codes an hour for one booking and ${CODE_LIMITS.perRecipientPerHour} to one email (429 RATE_LIMITED, the true wait in Retry-After and in words); last_request_id ends the replaced code.`,
  arrivalTimeSlots:
    "One-hour arrival slots, hotel time, from the property's check-in hour to midnight on the check-in day; a slot that has ended at the hotel is not available. Owner only.",
  bookNowPah: [
    'book_now for a guest who will pay at the hotel: the same hold, price and idempotency, refused first with 409 PAH_NOT_AVAILABLE (and the reason) when the stay cannot be paid at the hotel, so no room is held for it. Then delayed_payments_otp and pay_at_hotel_payment confirm it.',
    `The same captcha as book_now: a solved captcha_challenge in the ${CAPTCHA_HEADER} header (unless site settings say captcha_by_pass: 1), used once (400 CAPTCHA_REQUIRED, CAPTCHA_INVALID, CAPTCHA_EXPIRED, 409 CAPTCHA_ALREADY_USED; a repeat with the same idempotency_key and body needs none).`,
  ].join(' '),
  payAtHotelPayment: [
    'Confirms a held booking to be paid at the hotel: the code mailed by delayed_payments_otp (request_id, otp), an available arrival_slot of arrival_time_slots, and an idempotency_key.',
    "One transaction writes a due_at_hotel payment of the total (the server's), confirms the booking and queues the confirmation mail (its invoice says payable at the hotel). sun_referer_url (partner and brand sites) and shopback_transaction_id are stored with the payment.",
    "The same key and body from the same sender (user, or guest token) answer the first result again; another body with it: 409 IDEMPOTENCY_KEY_REUSED; another sender's is a new attempt. Not eligible: 409 PAH_NOT_AVAILABLE; hold ended or already paid: 409 BOOKING_NOT_PENDING; slot: 400 INVALID_ARRIVAL_SLOT; codes: 400 INVALID_CODE, CODE_EXPIRED, CODE_LOCKED.",
  ].join(' '),
  bankTransferPayment:
    "Opens a virtual account at the provider for a pending booking's total (the server's amount), open 60 minutes; the hold is kept as long. Asked again, it answers the open account rather than a second one. The transfer arrives as the provider's signed payment event and confirms the booking; an account that closes unpaid ends with the hold (the rooms are released). Not in IDR or check-in under an hour away: 409 BANK_TRANSFER_NOT_AVAILABLE; ended or paid: 409 BOOKING_NOT_PENDING; provider down: 503 PAYMENT_PROVIDER_UNAVAILABLE. Owner only (404).",
  paymentInstruction:
    "The booking's virtual account: bank, number, amount, expires_at, status (awaiting_transfer, paid, already_paid: it came after another payment had paid the booking and is given back whole, see get_booking.extra_payments; paid_after_release: it came after the booking had ended and is given back whole, see get_booking.refund; expired) and the uploaded proof's name and size. Owner only (404); no bank transfer: 404 NO_BANK_TRANSFER.",
  uploadTransferProof:
    'Stores a proof of the transfer: JPEG, PNG or PDF by its first bytes (400 PROOF_TYPE_NOT_ALLOWED), at most 2 MB (400 PROOF_TOO_LARGE), base64 in content_base64. The latest counts. The booking ended (released, cancelled, hold run out): 409 BOOKING_NOT_PENDING. Owner only (404).',
  transferProof: `The latest transfer proof of the booking (name, type, size, when), for its owner only (404 otherwise, 404 PROOF_NOT_FOUND when none), with download_url: the file itself for ${PROOF_LINK_SECONDS / 60} minutes without a token (view_proof_url/file).`,
  transferProofFile: `The transfer proof file through the link view_proof_url signs (HMAC of the proof and the expiry, ${PROOF_LINK_SECONDS / 60} minutes), as an attachment with its stored type (image/jpeg, image/png, application/pdf) and name. A wrong, changed or expired link: 404 PROOF_LINK_INVALID.`,
  cardPayment: [
    "Opens a card checkout at the payment gateway for a pending booking's total (the server's amount) and answers its hosted page (redirect_url).",
    'An open checkout of the booking is answered again rather than a second one opened. return_url must be a page of this site; the gateway sends the guest back there',
    'with ?booking=<salt>&result=return|cancelled, and the result itself arrives by signed webhook: poll get_booking for confirmed.',
    'The hold is kept BOOKING_HOLD_MINUTES from now. Ended or paid booking: 409 BOOKING_NOT_PENDING. Gateway down: 503 PAYMENT_PROVIDER_UNAVAILABLE.',
    "With order_kind membership and order_id (club_membership_order): a checkout of the plan's price for its owner (others 404 MEMBERSHIP_NOT_FOUND); the gateway sends them back with ?member=<id>&result=…; the paid webhook starts the membership (today, or where the last one ends); already paid: 409 MEMBERSHIP_ALREADY_PAID; a void order: 409 MEMBERSHIP_ORDER_ENDED. Money that comes after the order was paid goes back whole.",
  ].join(' '),
  sendPaymentLink: [
    "Sends a link that pays a pending booking by card to the booking's own email and/or phone (channels: email, sms; never another address), through the outbox.",
    "Only the booking's owner: a user's own booking, or whoever holds a guest booking's salt (find-booking gives it); others 404 BOOKING_NOT_FOUND.",
    `The link ({the site's origin}/{locale}/link-payment/{token}, on the site the request came through (SITE_URL, BRAND_SITE_URL, CORPORATE_SITE_URL, SITE_ORIGINS), 256 random bits, stored hashed) works PAYMENT_LINK_MINUTES and never after the hold ends; a new link replaces the older ones. A new link after ${PAYMENT_LINK_LIMITS.resendAfterSeconds} s and at most ${PAYMENT_LINK_LIMITS.perBookingPerHour} an hour per booking (429 RATE_LIMITED with Retry-After).`,
    'Paid or ended: 409 BOOKING_NOT_PENDING. No email / phone on the booking: 400 PAYMENT_LINK_NO_EMAIL / PAYMENT_LINK_NO_PHONE.',
  ].join(' '),
  paymentLink:
    "A payment link's booking in short (code, hotel, room, stay, guests, total) and its state: payable, expired, replaced (a newer link was sent), paid (the booking is paid), ended (its rooms were released). Anyone holding the link may read it; an unknown token is 404 PAYMENT_LINK_NOT_FOUND.",
  paymentLinkCardPayment: [
    "Opens a card checkout (the gateway's hosted page) for the total of a payable link's booking, for whoever holds the link; an open checkout of the link is answered again.",
    'return_url must be a page of this site; the gateway sends the payer back there with ?result=return|cancelled (never the booking salt). The result arrives by the signed webhook: read payment_link until paid.',
    'Not payable: 409 PAYMENT_LINK_EXPIRED, PAYMENT_LINK_REPLACED, PAYMENT_LINK_PAID, PAYMENT_LINK_ENDED; unknown 404 PAYMENT_LINK_NOT_FOUND; gateway down 503 PAYMENT_PROVIDER_UNAVAILABLE.',
  ].join(' '),
};
