import { randomUUID } from 'node:crypto';
import type { QuoteRequest, QuoteRequestRecord } from '@quizset/domain';
import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { quoteRequests } from '../../db/schema';
import type { SendMail } from '../mail/send-mail';

/** A stored quote request as admins list it (GET /api/admin/quote-requests). */
export type QuoteRequestDto = QuoteRequestRecord;

/** Rows one admin listing holds, newest first. */
export const QUOTE_LIST_LIMIT = 500;

function toDto(row: typeof quoteRequests.$inferSelect): QuoteRequestDto {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The mail sales gets for one request (plain text; every field on its own line). */
export function quoteRequestMail(params: { to: string; request: QuoteRequestDto; adminUrl: string }) {
  const { request } = params;
  const lines = [
    `Name: ${request.name}`,
    `School: ${request.school}`,
    `Seats: ${request.seats}`,
    `E-mail: ${request.email}`,
    `Plan: ${request.planType ?? '-'}`,
    `Country: ${request.countryCode ?? '-'}`,
    `Signed in as: ${request.userId ?? '-'}`,
  ];
  return {
    to: params.to,
    subject: `[Quizset] Quote request: ${request.school} (${request.seats} seats)`,
    text: `${lines.join('\n')}\n\nAll requests: ${params.adminUrl}`,
    link: params.adminUrl,
  };
}

/**
 * Stores a school's quote request and mails it to sales (issue 22 item 3: "stored in the database,
 * mailed to SALES_EMAIL through the existing mail path, and listed for admins"). The request is kept
 * even when the mail fails (logged): admins still see it in their list.
 * @param request already validated by the domain's quoteRequestSchema.
 */
export async function createQuoteRequest(
  db: Db,
  params: {
    request: QuoteRequest;
    userId: string | null;
    countryCode: string | null;
    sendMail: SendMail;
    salesEmail: string;
    publicOrigin: string;
    log?: FastifyBaseLogger;
  },
): Promise<QuoteRequestDto> {
  const [row] = await db
    .insert(quoteRequests)
    .values({
      id: randomUUID(),
      name: params.request.name,
      school: params.request.school,
      seats: params.request.seats,
      email: params.request.email,
      planType: params.request.planType ?? null,
      countryCode: params.countryCode,
      userId: params.userId,
    })
    .returning();
  if (!row) throw new Error('quote request insert returned nothing');
  const dto = toDto(row);
  try {
    await params.sendMail(
      quoteRequestMail({
        to: params.salesEmail,
        request: dto,
        adminUrl: `${params.publicOrigin}/admin/quotes`,
      }),
    );
  } catch (error) {
    params.log?.error(
      { err: error, quoteRequestId: dto.id },
      'quote request mail failed; the request is stored',
    );
  }
  return dto;
}

/** Every quote request, newest first, at most QUOTE_LIST_LIMIT (admins only: the route checks). */
export async function listQuoteRequests(db: Db): Promise<QuoteRequestDto[]> {
  const rows = await db
    .select()
    .from(quoteRequests)
    .orderBy(desc(quoteRequests.createdAt))
    .limit(QUOTE_LIST_LIMIT);
  return rows.map(toDto);
}
