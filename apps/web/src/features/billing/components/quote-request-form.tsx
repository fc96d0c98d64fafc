import { Alert, Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { type PaidPlan, QUOTE_LIMITS, quoteRequestSchema } from '@quizset/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { sendQuoteRequest } from '../api';

type Field = 'name' | 'school' | 'seats' | 'email';

/** The text fields of the form: what differs between them (the seats field is a NumberInput). */
const TEXT_FIELDS = {
  name: { autoComplete: 'name', maxLength: QUOTE_LIMITS.nameMax },
  school: { autoComplete: 'organization', maxLength: QUOTE_LIMITS.schoolMax },
  email: { autoComplete: 'email', maxLength: QUOTE_LIMITS.emailMax, type: 'email' },
} as const satisfies Record<
  Exclude<Field, 'seats'>,
  { autoComplete: string; maxLength: number; type?: string }
>;

/**
 * The schools' quote request (issue 22 item 3: "name, school, seats, e-mail"), checked here with the
 * domain's quoteRequestSchema and its messages, the same the server answers with; sent to
 * POST /api/quote-requests. Prefilled from the signed-in user.
 */
export function QuoteRequestForm({
  planType,
  defaults,
  onDone,
}: {
  planType?: PaidPlan;
  defaults: { name: string; email: string; school: string };
  onDone?: () => void;
}) {
  const { t } = useTranslation('billing');
  const { t: tValidation } = useTranslation('validation');
  const [values, setValues] = useState({ ...defaults, seats: '' as number | string });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const mutation = useMutation({ mutationFn: sendQuoteRequest });

  const set = (field: Field, value: string | number) => {
    mutation.reset();
    setErrors((current) => ({ ...current, [field]: undefined }));
    setValues((current) => ({ ...current, [field]: value }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, seats: typeof values.seats === 'number' ? values.seats : Number.NaN, planType };
    const parsed = quoteRequestSchema.safeParse(body);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= tValidation(issue.message);
      setErrors(next);
      return;
    }
    mutation.mutate(parsed.data);
  };
  const textInput = (field: keyof typeof TEXT_FIELDS) => (
    <TextInput
      {...TEXT_FIELDS[field]}
      label={t(`quote.${field}`)}
      required
      value={values[field]}
      error={errors[field]}
      onChange={(event) => set(field, event.currentTarget.value)}
      data-testid={`quote-${field}`}
    />
  );

  if (mutation.isSuccess)
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" role="status" data-testid="quote-sent">
          {t('quote.sent')}
        </Alert>
        {onDone && (
          <Group justify="flex-end">
            <Button onClick={onDone}>{t('quote.close')}</Button>
          </Group>
        )}
      </Stack>
    );
  return (
    <form onSubmit={onSubmit} noValidate data-testid="quote-form">
      <Stack gap="sm">
        {textInput('name')}
        {textInput('school')}
        <NumberInput
          label={t('quote.seats')}
          description={t('quote.seatsHint')}
          required
          min={QUOTE_LIMITS.seatsMin}
          max={QUOTE_LIMITS.seatsMax}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          value={values.seats}
          error={errors.seats}
          onChange={(value) => set('seats', value)}
          data-testid="quote-seats"
        />
        {textInput('email')}
        {mutation.isError && <ErrorAlert error={mutation.error} />}
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending} data-testid="quote-submit">
            {t('quote.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
