import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderElement } from '../../test/render';
import { GoogleSignInButton } from './google-sign-in-button';

// Issue 11 / issue 18 item 2: inside Classroom's iframe, "Sign in with Google" opens a popup. A second
// sign-in on the same page (a leftover session signed out, a refused grant) must open a popup again,
// a double click must not open two, and a blocked popup must say so instead of doing nothing.
describe('GoogleSignInButton in a frame', () => {
  let popups: { url: string; target: string; window: { closed: boolean; focus: () => void } | null }[];
  let blockNext = false;

  beforeEach(() => {
    popups = [];
    blockNext = false;
    // Framed: the button opens a popup rather than leaving the page.
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    vi.spyOn(window, 'open').mockImplementation((url, target) => {
      const opened = blockNext ? null : { closed: false, focus: vi.fn() };
      popups.push({ url: String(url), target: String(target), window: opened });
      return opened as unknown as Window | null;
    });
    mockApi({ 'GET /api/classroom/status': () => json({ data: { googleSignIn: true } }) });
  });
  afterEach(() => {
    // Close whatever the test left open, so the next test starts without a popup.
    for (const popup of popups) if (popup.window) popup.window.closed = true;
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const button = () => screen.findByRole('button', { name: 'Sign in with Google' });

  it('opens a new unnamed popup with the hint and the role, and a new one after the first closed', async () => {
    const onStarted = vi.fn();
    renderElement(
      <GoogleSignInButton
        callbackUrl="/x"
        loginHint="g-student"
        signInRole="STUDENT"
        onStarted={onStarted}
      />,
    );
    fireEvent.click(await button());
    expect(popups).toHaveLength(1);
    expect(popups[0]?.url).toBe('/google-classroom/sign-in?loginHint=g-student&role=STUDENT');
    // Never a fixed window name: a second open must not find the first popup while it closes.
    expect(popups[0]?.target).toBe('_blank');
    expect(onStarted).toHaveBeenCalledTimes(1);
    popups[0]!.window!.closed = true;
    fireEvent.click(await button());
    expect(popups).toHaveLength(2);
    expect(popups[1]?.target).toBe('_blank');
    expect(onStarted).toHaveBeenCalledTimes(2);
  });

  it('brings the open popup forward on a second click instead of opening another', async () => {
    renderElement(<GoogleSignInButton callbackUrl="/x" loginHint="g-student" signInRole="STUDENT" />);
    fireEvent.click(await button());
    fireEvent.click(await button());
    expect(popups).toHaveLength(1);
    expect(popups[0]?.window?.focus).toHaveBeenCalledTimes(1);
  });

  it('says so when the browser blocked the popup, and clears it once a popup opens', async () => {
    const onStarted = vi.fn();
    renderElement(<GoogleSignInButton callbackUrl="/x" signInRole="TEACHER" onStarted={onStarted} />, {
      lng: 'ko',
    });
    blockNext = true;
    fireEvent.click(await screen.findByRole('button', { name: 'Google로 로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('브라우저가 로그인 창을 막았어요');
    expect(onStarted).not.toHaveBeenCalled();
    blockNext = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Google로 로그인' }));
    await waitFor(() => expect(screen.queryByTestId('google-popup-blocked')).toBeNull());
    expect(onStarted).toHaveBeenCalledTimes(1);
  });
});
