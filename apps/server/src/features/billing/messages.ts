/** Messages of billing and quote requests (issue 22), en + ko, merged into the server's message table. */
export const BILLING_MESSAGES = {
  'billing.disabled': {
    en: 'Online payment is not set up on this server: request a quote instead',
    ko: '이 서버에서는 온라인 결제를 쓸 수 없어요. 견적을 요청해 주세요',
  },
  'billing.quoteOnly': {
    en: 'This plan is sold by quote here: request a quote instead',
    ko: '이 플랜은 견적으로만 구매할 수 있어요. 견적을 요청해 주세요',
  },
  'billing.planNotOffered': {
    en: 'This plan is not offered in your country',
    ko: '이 플랜은 사용 중인 국가에서 제공되지 않아요',
  },
  'billing.alreadyOnPlan': {
    en: 'Your account already has this plan or a higher one: manage it from your account page',
    ko: '이미 이 플랜 이상을 쓰고 있어요. 계정 페이지에서 관리하세요',
  },
  'billing.noCustomer': {
    en: 'This account has no subscription to manage',
    ko: '관리할 구독이 없어요',
  },
  'billing.upstream': {
    en: 'The payment service did not answer: try again in a moment',
    ko: '결제 서비스가 응답하지 않아요. 잠시 후 다시 시도하세요',
  },
  'billing.badSignature': {
    en: 'The event signature could not be verified',
    ko: '이벤트 서명을 확인할 수 없어요',
  },
  'billing.quoteInvalid': {
    en: 'Check the highlighted fields',
    ko: '표시된 항목을 확인하세요',
  },
} as const;
