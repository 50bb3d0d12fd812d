import type { PaymentDetails, PersonalDetails, ShippingDetails } from '../domain/checkout/types';

export const personal: PersonalDetails = {
  firstName: 'Anna',
  lastName: 'de Vries',
  emailAddress: 'anna@example.com',
  password: 'Secret123!',
  createAccount: true,
};

export const shipping: ShippingDetails = {
  firstName: 'Anna',
  lastName: 'de Vries',
  country: 'NL',
  streetAddress: 'Damrak',
  apartmentNumber: '1',
  affix: 'A',
  city: 'Amsterdam',
  state: '',
  region_id: 0,
  zipCode: '1012JS',
  phoneNumber: '0612345678',
  shippingMethod: 'flatrate_flatrate',
};

export const payment: PaymentDetails = { ...shipping, company: '', taxId: '', paymentMethod: 'checkmo', paymentMethodAdditional: {}, affix: 'bis' };
