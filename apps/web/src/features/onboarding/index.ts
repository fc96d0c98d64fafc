export { FirstVisitGuide, isFirstVisitGuideDue, WELCOME_BUILD_URL } from './first-visit-guide';
