import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/query-state';
import { retryImport } from '../lib/retry-import';
import { AddOnLayout, AuthLayout, RootLayout, SessionLayout, ShellLayout } from './layouts';
import NotFoundPage from './not-found-page';
import { RouteErrorPage } from './route-error-page';

/**
 * A route module's default export as the route's component: each page is its own lazy chunk, asked
 * for again while a classroom's Wi-Fi is down (`retryImport`: about 30 s, then the route error page
 * and its reload). The page the link was clicked on stays meanwhile, under the navigation bar.
 */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await retryImport(load)).default }) };
}

/**
 * The route table (issue 2; spec-decisions §2). A data router is required: the builder blocks
 * navigation with unsaved changes through `useBlocker`. /build sits outside the shell because it has
 * its own full-screen header.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoader,
    children: [
      {
        element: <ShellLayout />,
        children: [
          {
            index: true,
            handle: { titleKey: 'titles.landing' },
            ...page(() => import('../features/landing/root-index')),
          },
          {
            path: 'landing',
            handle: { titleKey: 'titles.landing' },
            ...page(() => import('../features/landing/landing-page')),
          },
          {
            path: 'login',
            handle: { titleKey: 'titles.login' },
            ...page(() => import('../features/auth/sign-in-page')),
          },
          {
            path: 'forgot-password',
            handle: { titleKey: 'titles.forgotPassword' },
            ...page(() => import('../features/auth/forgot-password-page')),
          },
          {
            path: 'reset-password',
            handle: { titleKey: 'titles.resetPassword' },
            ...page(() => import('../features/auth/reset-password-page')),
          },
          {
            path: 'sign-up',
            handle: { titleKey: 'titles.signUp' },
            ...page(() => import('../features/auth/sign-up-page')),
          },
          {
            element: <SessionLayout />,
            children: [
              {
                path: 'sign-up/type',
                handle: { titleKey: 'titles.userType' },
                ...page(() => import('../features/auth/sign-up-type-page')),
              },
            ],
          },
          {
            path: 'public',
            handle: { titleKey: 'titles.explore' },
            ...page(() => import('../features/explore/explore-page')),
          },
          {
            path: 'pricing',
            handle: { titleKey: 'titles.pricing' },
            ...page(() => import('../features/plans/pricing-page')),
          },
          {
            path: 'quiz/:id',
            handle: { titleKey: 'titles.quiz' },
            ...page(() => import('../features/quiz-view/quiz-view-page')),
          },
          {
            path: 'users/:id',
            handle: { titleKey: 'titles.profile' },
            ...page(() => import('../features/profile/profile-page')),
          },
          {
            element: <AuthLayout />,
            children: [
              {
                path: 'quiz/:id/results',
                handle: { titleKey: 'titles.results' },
                ...page(() => import('../features/rooms/results-page')),
              },
              {
                path: 'my-quizzes',
                handle: { titleKey: 'titles.myQuizzes' },
                ...page(() => import('../features/my-quizzes/my-quizzes-page')),
              },
              {
                path: 'account',
                handle: { titleKey: 'titles.account' },
                ...page(() => import('../features/account/account-page')),
              },
              {
                path: 'admin/quotes',
                handle: { titleKey: 'titles.adminQuotes' },
                ...page(() => import('../features/billing/admin-quotes-page')),
              },
            ],
          },
          // Static: the not-found page is also rendered by pages on a 404 answer, so it is in the shell already.
          { path: '*', handle: { titleKey: 'titles.notFound' }, element: <NotFoundPage /> },
        ],
      },
      {
        // Classroom's add-on iframes (issue 11) without site navigation (issue 18 item 8).
        element: <AddOnLayout />,
        children: [
          {
            // The attachment-discovery iframe; it handles sign-in itself.
            path: 'google-classroom/attachment-discovery',
            handle: { titleKey: 'titles.classroomDiscovery' },
            ...page(() => import('../features/classroom/attachment-discovery-page')),
          },
          {
            // The teacherViewUri and studentWorkReviewUri of an attachment.
            path: 'google-classroom/teacher-view',
            handle: { titleKey: 'titles.classroomTeacherView' },
            ...page(() => import('../features/classroom/teacher-view-page')),
          },
          {
            path: 'google-classroom/student-work-review',
            handle: { titleKey: 'titles.classroomWorkReview' },
            ...page(() => import('../features/classroom/student-work-review-page')),
          },
        ],
      },
      {
        // The player is full-screen, themed by the map, without the app header (issue 10).
        path: 'play/:entryMapHashId',
        handle: { titleKey: 'titles.play' },
        ...page(() => import('../features/play/play-page')),
      },
      {
        // Live games (issue 23): the phone and the projector, full-screen without the app header.
        path: 'live',
        handle: { titleKey: 'titles.live' },
        ...page(() => import('../features/live/player-page')),
      },
      {
        path: 'live/:gameId/host',
        handle: { titleKey: 'titles.liveHost' },
        ...page(() => import('../features/live/host-page')),
      },
      {
        // The Google sign-in popup an add-on iframe opens (issue 11): its first and last page.
        path: 'google-classroom/sign-in',
        handle: { titleKey: 'titles.classroomSignIn' },
        ...page(() => import('../features/classroom/popup-sign-in-page')),
      },
      {
        path: 'google-classroom/signed-in',
        handle: { titleKey: 'titles.classroomSignIn' },
        ...page(() => import('../features/classroom/popup-signed-in-page')),
      },
      {
        // The studentViewUri (issue 11): the player, full-screen like /play, inside Classroom.
        path: 'google-classroom/play-bridge',
        handle: { titleKey: 'titles.classroomPlay' },
        ...page(() => import('../features/classroom/play-bridge-page')),
      },
      {
        element: <AuthLayout />,
        children: [
          {
            path: 'build',
            handle: { titleKey: 'titles.build' },
            ...page(() => import('../features/quiz-builder/build-page')),
          },
        ],
      },
    ],
  },
];
