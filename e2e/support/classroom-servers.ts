import { type LocalGoogleOidc, startLocalGoogleOidc } from '../../apps/server/test/helpers/google-oidc';
import { type LocalClassroom, startLocalClassroom } from '../../apps/server/test/helpers/local-classroom';
import { freePort, startQuizsetServer } from './quizset-server';

/** The local Google (OIDC + Classroom) and a Quizset server configured for them (issue 11 e2e). */
export interface ClassroomStack {
  origin: string;
  oidc: LocalGoogleOidc;
  classroom: LocalClassroom;
  /** Google users (`sub`) whose tokens Classroom refuses from now on (revoked). */
  revoked: Set<string>;
  stop: () => Promise<void>;
}

/**
 * Starts the local Google servers and a second Quizset server (the built web app, demo data, its own
 * PGlite) pointed at them, with `extraEnv` on top. The suite's shared server stays without Google, as
 * every other spec expects.
 */
export async function startClassroomStack(extraEnv: Record<string, string> = {}): Promise<ClassroomStack> {
  const oidc = await startLocalGoogleOidc();
  const revoked = new Set<string>();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const classroom = await startLocalClassroom({
    tokenInfo: (token) => {
      const info = oidc.tokenInfo(token);
      return info && !revoked.has(info.sub) ? info : null;
    },
    allowedUriPrefixes: [`${origin}/google-classroom/`],
  });
  const server = await startQuizsetServer(
    { ...oidc.env, CLASSROOM_ROOT_URL: classroom.url, ...extraEnv },
    port,
  );
  return {
    origin,
    oidc,
    classroom,
    revoked,
    stop: async () => {
      await server.stop();
      await classroom.stop();
      await oidc.stop();
    },
  };
}
