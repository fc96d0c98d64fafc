import { describe, expect, it } from 'vitest';
import { crossSiteCookies, isClassroomPageFlow, toCrossSiteCookie } from './iframe-cookies';

// classroom.md "Security expectations": Secure, SameSite=None cookies on the iframe routes only.
describe('Classroom iframe cookies', () => {
  const origin = 'http://127.0.0.1:3000';

  it('recognises an add-on page by its same-origin Referer or the redirect it answers with', () => {
    expect(
      isClassroomPageFlow({ referer: `${origin}/google-classroom/play-bridge?x=1`, location: null, origin }),
    ).toBe(true);
    expect(
      isClassroomPageFlow({ referer: null, location: '/google-classroom/attachment-discovery?a=b', origin }),
    ).toBe(true);
    expect(
      isClassroomPageFlow({
        referer: 'https://accounts.google.com/',
        location: `${origin}/google-classroom/x`,
        origin,
      }),
    ).toBe(true);
  });

  it('leaves every other page, and another site naming our path, with Lax cookies', () => {
    expect(isClassroomPageFlow({ referer: `${origin}/build`, location: '/public', origin })).toBe(false);
    expect(
      isClassroomPageFlow({ referer: 'https://evil.example/google-classroom/x', location: null, origin }),
    ).toBe(false);
    expect(
      isClassroomPageFlow({
        referer: 'not a url',
        location: 'https://evil.example/google-classroom/',
        origin,
      }),
    ).toBe(false);
    expect(isClassroomPageFlow({ referer: undefined, location: undefined, origin })).toBe(false);
  });

  it('rewrites SameSite to None and adds Secure once', () => {
    expect(
      toCrossSiteCookie('better-auth.session_token=abc; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax'),
    ).toBe('better-auth.session_token=abc; Max-Age=604800; Path=/; HttpOnly; Secure; SameSite=None');
    expect(toCrossSiteCookie('__Secure-a=b; Path=/; Secure; HttpOnly; SameSite=lax')).toBe(
      '__Secure-a=b; Path=/; Secure; HttpOnly; SameSite=None',
    );
  });

  it('sends each deletion a second time as Partitioned, so a sign-out also clears the handoff cookie', () => {
    expect(
      crossSiteCookies([
        'better-auth.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
        'better-auth.session_data=abc; Max-Age=300; Path=/; HttpOnly; SameSite=Lax',
      ]),
    ).toEqual([
      'better-auth.session_token=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=None',
      'better-auth.session_token=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=None; Partitioned',
      'better-auth.session_data=abc; Max-Age=300; Path=/; HttpOnly; Secure; SameSite=None',
    ]);
    // Max-Age=0 only as the attribute, not a longer number starting with 0 digits elsewhere.
    expect(crossSiteCookies(['a=b; Max-Age=600; Path=/'])).toHaveLength(1);
  });
});
