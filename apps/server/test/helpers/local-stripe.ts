import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  checkShape,
  createShapeReader,
  decodeStripeForm,
  type ShapeError,
  stripeDeclarationFile,
} from './stripe-sdk-shapes';

/** A request the local Stripe answered 200, as it decoded it. */
export interface StripeCall {
  path: string;
  params: Record<string, unknown>;
}

/** A Checkout Session the local Stripe created. */
export interface LocalCheckoutSession {
  id: string;
  params: Record<string, unknown>;
}

export interface LocalStripe {
  /** STRIPE_API_BASE for the server (http://127.0.0.1:port). */
  url: string;
  /** Every accepted call, oldest first. */
  calls: StripeCall[];
  sessions: Map<string, LocalCheckoutSession>;
  /** Prices the account has (a test may take one away). */
  prices: Set<string>;
  /** Customers that exist (a completed Checkout creates one: the test adds it). */
  customers: Set<string>;
  /** Subscriptions that exist, by id, as GET /v1/subscriptions/{id} answers them (the test adds them). */
  subscriptions: Map<string, Record<string, unknown>>;
  close: () => Promise<void>;
}

const checkoutShape = () =>
  createShapeReader(stripeDeclarationFile('Checkout/Sessions.d.ts'))('Checkout.SessionCreateParams');
const portalShape = () =>
  createShapeReader(stripeDeclarationFile('BillingPortal/Sessions.d.ts'))(
    'BillingPortal.SessionCreateParams',
  );

const subscriptionRetrieveShape = () =>
  createShapeReader(stripeDeclarationFile('Subscriptions.d.ts'))('SubscriptionRetrieveParams');

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

function stripeError(
  response: ServerResponse,
  status: number,
  error: { message: string; param?: string; code?: string },
): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  response.end(JSON.stringify({ error: { type: 'invalid_request_error', ...error } }));
}

function isUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Stripe's own rules for a Checkout Session beyond the type shapes (docs.stripe.com/api/checkout/
 * sessions/create): a mode; line items in payment and subscription mode, each with a price (one the
 * account has) and a quantity; URLs to come back to; one of customer and customer_email.
 */
function checkoutRules(
  params: Record<string, unknown>,
  known: { prices: Set<string>; customers: Set<string> },
): ShapeError | null {
  const missing = (param: string): ShapeError => ({
    param,
    code: 'parameter_missing',
    message: `Missing required param: ${param}.`,
  });
  if (params.mode === undefined) return missing('mode');
  const items = (params.line_items ?? {}) as Record<string, Record<string, unknown>>;
  if (params.mode !== 'setup' && Object.keys(items).length === 0) return missing('line_items');
  for (const [index, item] of Object.entries(items)) {
    if (item.price === undefined && item.price_data === undefined)
      return missing(`line_items[${index}][price]`);
    if (item.quantity === undefined) return missing(`line_items[${index}][quantity]`);
    if (!/^[1-9]\d*$/.test(String(item.quantity)))
      return {
        param: `line_items[${index}][quantity]`,
        code: 'parameter_invalid_integer',
        message: 'Quantity must be a positive integer',
      };
    if (typeof item.price === 'string' && !known.prices.has(item.price))
      return {
        param: `line_items[${index}][price]`,
        code: 'resource_missing',
        message: `No such price: '${item.price}'`,
      };
  }
  const embedded =
    params.ui_mode === 'embedded' || params.ui_mode === 'custom' || params.ui_mode === 'elements';
  if (!embedded && params.success_url === undefined) return missing('success_url');
  for (const param of ['success_url', 'cancel_url'] as const)
    if (params[param] !== undefined && !isUrl(params[param]))
      return { param, code: 'url_invalid', message: 'Not a valid URL' };
  if (params.customer !== undefined && params.customer_email !== undefined)
    return {
      param: 'customer',
      code: 'parameter_unknown',
      message: 'You may only specify one of these parameters: customer, customer_email.',
    };
  if (typeof params.customer === 'string' && !known.customers.has(params.customer))
    return { param: 'customer', code: 'resource_missing', message: `No such customer: '${params.customer}'` };
  return null;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local Stripe for the calls the server makes (issue 22): POST /v1/checkout/sessions,
 * POST /v1/billing_portal/sessions and GET /v1/subscriptions/{id}. As strict as Stripe: the secret
 * key (401 otherwise), the form-encoded body (the query string of a GET) checked against the SDK's own
 * `…CreateParams` / `SubscriptionRetrieveParams` declarations (unknown parameters, types, enums) and
 * Stripe's documented rules, an unknown subscription 404 `resource_missing`, every refusal in Stripe's error shape
 * `{ error: { type: 'invalid_request_error', message, param, code } }`. The session's `url` is a
 * page here standing for Checkout's hosted page.
 */
export async function startLocalStripe(options: {
  secretKey: string;
  prices: string[];
}): Promise<LocalStripe> {
  const shapes = {
    checkout: checkoutShape(),
    portal: portalShape(),
    subscriptionRetrieve: subscriptionRetrieveShape(),
  };
  const prices = new Set(options.prices);
  const calls: StripeCall[] = [];
  const sessions = new Map<string, LocalCheckoutSession>();
  const customers = new Set<string>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  let url = '';

  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://stripe.local').pathname;
    if (request.method === 'GET' && path.startsWith('/c/pay/')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Stripe Checkout (local)</title><h1>Checkout (local Stripe)</h1>');
      return;
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (request.method !== 'POST' && !(request.method === 'GET' && subscriptionPath))
      return stripeError(response, 404, {
        message: `Unrecognized request URL (${request.method}: ${path}).`,
      });
    if (request.headers.authorization !== `Bearer ${options.secretKey}`)
      return stripeError(response, 401, {
        message: `Invalid API Key provided: ${String(request.headers.authorization ?? '').slice(7, 15)}****`,
      });
    if (request.method === 'GET' && subscriptionPath) {
      const query = new URL(request.url ?? '/', 'http://stripe.local').search.slice(1);
      const params = decodeStripeForm(query);
      const error = checkShape(params, shapes.subscriptionRetrieve, '');
      if (error) return stripeError(response, 400, error);
      const subscriptionId = decodeURIComponent(subscriptionPath[1] as string);
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription)
        return stripeError(response, 404, {
          param: 'id',
          code: 'resource_missing',
          message: `No such subscription: '${subscriptionId}'`,
        });
      calls.push({ path, params });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(subscription));
      return;
    }
    if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
      return stripeError(response, 400, { message: 'Invalid request: expected a form-encoded body' });
    const params = decodeStripeForm(await readBody(request));
    const now = Math.floor(Date.now() / 1000);
    if (path === '/v1/checkout/sessions') {
      const error = checkShape(params, shapes.checkout, '') ?? checkoutRules(params, { prices, customers });
      if (error) return stripeError(response, 400, error);
      const sessionId = id('cs');
      sessions.set(sessionId, { id: sessionId, params });
      calls.push({ path, params });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: sessionId,
          object: 'checkout.session',
          created: now,
          expires_at: now + 24 * 3600,
          livemode: false,
          mode: params.mode,
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: params.client_reference_id ?? null,
          customer: params.customer ?? null,
          customer_email: params.customer_email ?? null,
          metadata: params.metadata ?? {},
          success_url: params.success_url ?? null,
          cancel_url: params.cancel_url ?? null,
          subscription: null,
          url: `${url}/c/pay/${sessionId}`,
        }),
      );
      return;
    }
    if (path === '/v1/billing_portal/sessions') {
      const error =
        checkShape(params, shapes.portal, '') ??
        (params.customer === undefined
          ? { param: 'customer', code: 'parameter_missing', message: 'Missing required param: customer.' }
          : null) ??
        (customers.has(String(params.customer))
          ? null
          : {
              param: 'customer',
              code: 'resource_missing',
              message: `No such customer: '${String(params.customer)}'`,
            });
      if (error) return stripeError(response, 400, error);
      calls.push({ path, params });
      const sessionId = id('bps');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: sessionId,
          object: 'billing_portal.session',
          created: now,
          livemode: false,
          customer: params.customer,
          return_url: params.return_url ?? null,
          url: `${url}/p/session/${sessionId}`,
        }),
      );
      return;
    }
    stripeError(response, 404, { message: `Unrecognized request URL (POST: ${path}).` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    sessions,
    prices,
    customers,
    subscriptions,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
