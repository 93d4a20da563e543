import type { RegistrationRequest } from '#contracts/registration';

/** A membership application as the registration form posts it: Erik Holm's, unless told otherwise. */
export const exampleApplication = (changes: Partial<RegistrationRequest> = {}): RegistrationRequest => ({
  firstName: 'Erik',
  lastName: 'Holm',
  email: 'erik.holm@example.se',
  phone: '070-123 45 67',
  street: 'Byvägen 4',
  postalCode: '792 91',
  city: 'Mora',
  propertyDesignation: 'Norrby 3:12',
  message: 'Jag äger skog i Dalarna.',
  acceptTerms: true,
  ...changes,
});
