/** User texts of the account area, quoted exactly from cart spec §5 and §8 (typos and missing full stops included). */
export const accountMessages = {
  'current-password-required': 'Field is required.',
  'new-password-required': 'Field is required',
  'password-too-short': 'Password must have at least 8 letters.',
  'password-too-few-classes': 'Password must contain at least 3 different character classes: lower case, upper case, digits, special characters.',
  'passwords-not-identical': 'Passwords must be identical.',
  'terms-not-accepted': 'You must accept the terms and conditions.',
  'password-change-offline': 'Reset password feature does not work while offline!',
  'account-updated': 'Account data has successfully been updated',
  'password-changed': 'Password has successfully been changed',
  'account-update-failed': 'We could not update your account: {message}',
  'token-refresh-unauthorized': 'Error refreshing user token. User is not authorized to access the resource',
  'token-refresh-internal-error': 'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.',
  // Texts whose wording the spec does not show (cart spec §5 "Other rules from user texts", §8); the wording is ours.
  'field-required': 'Field is required.',
  'loyalty-coupon-applied': 'Coupon {code} has been applied to your cart.',
  'loyalty-cart-empty': 'Add a product to your cart first, then apply the coupon.',
  'personal-code-dropped': 'Code {code} no longer applies and has been removed.',
  'address-deleted': 'The address has been deleted.',
  'account-update-queued': 'You are offline: your changes are saved on this device and sent as soon as you are back online.',
  'name-too-short': 'Name must have at least {min} letters.',
  'postcode-too-short': 'Postcode must have at least 3 characters.',
  'tax-id-too-short': 'Tax ID must have at least 3 characters.',
  'invalid-email': 'Please provide a valid e-mail address.',
  'invalid-phone': 'Please provide a valid phone number.',
  'authorization-failed': 'Authorization failed',
  'search-term-too-short': 'Please enter at least 3 characters.',
} as const;

export type AccountMessageId = keyof typeof accountMessages;
