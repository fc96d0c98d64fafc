/** Function words that are never key terms (English; lower case). */
export const ENGLISH_STOPWORDS = new Set(
  `a about above after again against all also am an and any are aren't as at be because been before being
below between both but by can cannot could did do does doing down during each either else even ever every
few for from further get gets got had has have having he her here hers herself him himself his how however
i if in into is isn't it its itself just least less let like made make many may me might more most much must
my myself neither no nor not now of off often on once one only or other others otherwise our ours ourselves
out over own per perhaps rather same several shall she should since so some such than that the their theirs
them themselves then there therefore these they this those though through thus to too under until up upon
us use used uses using very via was we well were what whatever when where whether which while who whom
whose why will with within without would yet you your yours yourself yourselves etc i.e e.g new first second
third fig figure table section chapter page pages example examples see shown show shows given way ways
thing things another always never sometimes usually something anything nothing everything instead still`
    .split(/\s+/)
    .filter(Boolean),
);

/** Korean words and stems that carry no content (bound nouns, pronouns, conjunctions, light verbs). */
export const KOREAN_STOPWORDS = new Set(
  `것 수 등 및 이 그 저 때 경우 위해 대한 대해 통해 따라 의해 있는 없는 하는 또는 그리고 그러나 하지만 또한 즉 만약
우리 여기 거기 이것 그것 저것 무엇 어떤 모든 각 해당 관한 관하여 이상 이하 이내 다음 같은 같이 경우에는 때문 때문에
정도 부분 내용 사항 사용 이번 현재 가장 매우 더 잘 안 못 다시 함께 모두 바로 한 두 세 네 위 아래 중 내 외 후 전 뒤 앞`
    .split(/\s+/)
    .filter(Boolean),
);
