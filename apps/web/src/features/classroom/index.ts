export { ClassroomAssignmentEntry } from './classroom-assignment-entry';
export { GoogleSignInButton } from './google-sign-in-button';
