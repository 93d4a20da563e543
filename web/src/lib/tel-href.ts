/** A phone number as a tel: link takes it: digits and a leading plus only. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
