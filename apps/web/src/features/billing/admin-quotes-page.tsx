import { Container, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert';
import { PageLoader } from '../../components/query-state';
import { useFormatters } from '../../lib/format';
import { fetchQuoteRequests } from './api';
import { billingKeys } from './lib/query-keys';

/**
 * /admin/quotes (issue 22 item 3: quote requests "listed for admins"): newest first, from
 * GET /api/admin/quote-requests; anyone else sees the server's refusal. A phone scrolls the table
 * sideways inside its box.
 */
export default function AdminQuotesPage() {
  const { t } = useTranslation('billing');
  const { formatDateTime, formatNumber } = useFormatters();
  const query = useQuery({ queryKey: billingKeys.quoteRequests, queryFn: fetchQuoteRequests });
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('admin.title')}
        </Title>
        {query.isError && <ErrorAlert error={query.error} />}
        {query.isPending && <PageLoader />}
        {query.data?.length === 0 && <Text c="dimmed">{t('admin.empty')}</Text>}
        {query.data && query.data.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table striped withTableBorder data-testid="admin-quotes">
              <Table.Caption>{t('admin.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {(['createdAt', 'name', 'school', 'seats', 'email', 'plan'] as const).map((column) => (
                    <Table.Th key={column} scope="col">
                      {t(`admin.columns.${column}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{formatDateTime(row.createdAt)}</Table.Td>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>{row.school}</Table.Td>
                    <Table.Td>{formatNumber(row.seats)}</Table.Td>
                    <Table.Td>
                      <a href={`mailto:${row.email}`}>{row.email}</a>
                    </Table.Td>
                    <Table.Td>{row.planType ? t(`plans:names.${row.planType}`) : '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Container>
  );
}
