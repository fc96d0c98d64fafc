import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, userBody } from '../../test/render';
import PricingPage from '../plans/pricing-page';

afterEach(() => vi.unstubAllGlobals());

const KR_PRICES = {
  data: {
    countryCode: 'KR',
    checkoutEnabled: false,
    prices: [
      { plan: 'BASIC', interval: 'month', currency: 'KRW', unitAmount: 4900, checkout: false },
      { plan: 'BASIC', interval: 'year', currency: 'KRW', unitAmount: 49000, checkout: false },
      { plan: 'PRO', interval: 'month', currency: 'KRW', unitAmount: 9900, checkout: false },
      { plan: 'PRO', interval: 'year', currency: 'KRW', unitAmount: 99000, checkout: false },
    ],
  },
};

describe('/pricing with prices and the quote request (issue 22 items 1 and 3)', () => {
  it('shows KRW prices per interval and, without Stripe, a quote form checked like the server', async () => {
    const api = mockApi({
      'GET /api/users/me': () => json(userBody()),
      'GET /api/billing/prices': () => json(KR_PRICES),
      'POST /api/quote-requests': ({ body }) => json({ data: { id: 'q1', ...(body as object) } }, 201),
    });
    renderRoutes([{ path: '/pricing', element: <PricingPage /> }], { path: '/pricing', lng: 'ko' });
    expect(await screen.findByTestId('plan-amount-PRO')).toHaveTextContent('₩9,900 / 월');
    expect(screen.getByTestId('plan-amount-FREE')).toHaveTextContent('₩0');
    fireEvent.click(screen.getByRole('radio', { name: '연간 결제' }));
    expect(screen.getByTestId('plan-amount-PRO')).toHaveTextContent('₩99,000 / 년');

    fireEvent.click(screen.getByTestId('plan-quote-PRO'));
    const form = await screen.findByTestId('quote-form');
    fireEvent.change(within(form).getByTestId('quote-email'), { target: { value: 'nope' } });
    fireEvent.click(within(form).getByTestId('quote-submit'));
    // The domain's messages: the same words the server answers with.
    expect(await within(form).findByText('학교 이름을 200자 이내로 입력하세요')).toBeInTheDocument();
    expect(within(form).getByText('올바른 이메일 주소를 입력하세요')).toBeInTheDocument();
    expect(within(form).getByText('인원을 1명에서 100,000명 사이로 입력하세요')).toBeInTheDocument();
    expect(api.mock.calls.some(([url]) => String(url).includes('/api/quote-requests'))).toBe(false);

    fireEvent.change(within(form).getByTestId('quote-school'), { target: { value: '한빛초등학교' } });
    fireEvent.change(within(form).getByTestId('quote-seats'), { target: { value: '120' } });
    fireEvent.change(within(form).getByTestId('quote-email'), { target: { value: 'kim@school.example' } });
    fireEvent.click(within(form).getByTestId('quote-submit'));
    await screen.findByTestId('quote-sent');
    const call = api.mock.calls.find(([url]) => String(url).includes('/api/quote-requests'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Kim Teacher',
      school: '한빛초등학교',
      seats: 120,
      email: 'kim@school.example',
      planType: 'PRO',
    });
  });

  it('with Stripe, a signed-in teacher gets a subscribe button that asks for a Checkout URL', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = mockApi({
      'GET /api/users/me': () => json(userBody()),
      'GET /api/billing/prices': () =>
        json({
          data: {
            ...KR_PRICES.data,
            checkoutEnabled: true,
            prices: KR_PRICES.data.prices.map((row) => ({ ...row, checkout: true })),
          },
        }),
      'POST /api/billing/checkout': () => json({ data: { url: 'https://checkout.stripe.test/c/pay/cs_1' } }),
    });
    renderRoutes([{ path: '/pricing', element: <PricingPage /> }], { path: '/pricing', lng: 'en' });
    fireEvent.click(await screen.findByTestId('plan-checkout-PRO'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    const call = api.mock.calls.find(([url]) => String(url).includes('/api/billing/checkout'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ plan: 'PRO', interval: 'month' });
  });
});
