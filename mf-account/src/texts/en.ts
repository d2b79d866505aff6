/**
 * English texts of mf-account's entry: what the sign-in page and the sign-in dialog show first,
 * and the render-failure panel (the desktop sign-in's JS). English is every language's
 * fallback. The texts of every other page are page texts (texts/pages/en.ts), fetched with them.
 */
const en = {
  'account.pageTitle': '{page} | RedNest',
  'account.signIn.title': 'Sign in',
  'account.signIn.intro': 'Sign in to see your bookings, redcash and member prices.',
  'account.signIn.submit': 'Sign in',
  'account.signIn.submitting': 'Signing in…',
  'account.signIn.noAccount': 'New to RedNest?',
  'account.signIn.createAccount': 'Create an account',
  'account.field.email': 'Email',
  'account.field.password': 'Password',
  'account.password.show': 'Show password',
  'account.error.emailRequired': 'Enter your email',
  'account.error.emailInvalid': 'Enter a valid email address',
  'account.error.passwordRequired': 'Enter your password',
  'account.error.passwordShort': 'Use at least 8 characters for your password',
  'account.error.passwordWeak': 'Include at least one letter and one digit',
  'account.error.firstNameRequired': 'Enter your first name',
  'account.error.lastNameRequired': 'Enter your last name',
  'account.error.phoneInvalid': 'Enter a valid phone number',
  'account.error.invalidCredentials': 'Email or password is incorrect',
  'account.error.emailTaken': 'An account with this email already exists.',
  'account.error.emailTakenLink': 'Sign in instead',
  'account.error.rateLimited': 'Too many attempts. Wait a minute, then try again.',
  'account.error.rateLimitedFor': 'Too many attempts. Please try again {wait}.',
  'account.error.network': 'We could not reach RedNest. Check your connection and try again.',
  'account.error.generic': 'Something went wrong on our side. Please try again.',
  'account.app.renderError': 'This part of the page could not be shown.',
  'account.welcomeBack': 'Welcome back, {name}!',
  'account.welcomeNew': 'Welcome to RedNest, {name}!',
  'account.profile.retry': 'Try again',
  'account.code.useCode': 'Use a one-time code instead',
  'account.code.usePassword': 'Use your password instead',
  'account.reset.forgot': 'Forgot your password?',
  'account.social.or': 'or',
  'account.social.facebookCancelled':
    'You cancelled signing in with Facebook. Nothing was changed: sign in another way, or try Facebook again.',
  'account.social.facebookFailed': 'This Facebook sign-in could not be completed. Please try again.',
  'account.social.facebookUnavailable': 'We could not reach Facebook just now. Please try again in a moment.',
  'account.social.facebookExpired': 'Your Facebook sign-in has expired. Please try again.',
  'account.social.facebookNoEmail':
    'Facebook did not share your email address with us. Try again and allow your email, or sign in another way.',
  'account.social.facebookRefused':
    'This Facebook sign-in could not be accepted. Please try again or sign in another way.',
};

export type AccountTexts = Record<keyof typeof en, string>;
export default en;
