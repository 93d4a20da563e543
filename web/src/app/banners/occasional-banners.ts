/**
 * The banners only some visitors see (a representative, staff acting for a member, where a survey runs), as
 * one lazy chunk: the first page's code carries none of them, and names one chunk for the three.
 */
export { DelegateBanner } from './delegate-banner';
export { FeedbackBanner } from './feedback-banner';
export { StaffBanner } from './staff-banner';
