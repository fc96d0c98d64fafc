export { FirstVisitGuide, WELCOME_BUILD_URL } from './first-visit-guide';
