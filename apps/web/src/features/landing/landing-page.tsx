import {
  Button,
  Container,
  Group,
  Image,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Screenshots of the real product (taken by e2e/landing.spec.ts's capture, committed under public/landing). */
const SHOTS = {
  build: '/landing/build',
  maps: '/landing/maps',
  settings: '/landing/settings',
} as const;

/** The screenshot in the UI's language (the product's own ko or en screens). */
function shot(name: keyof typeof SHOTS, language: string): string {
  return `${SHOTS[name]}-${language.startsWith('ko') ? 'ko' : 'en'}.webp`;
}

/**
 * `/landing` (spec §2 routes; issue 8): the product explained to a visitor who arrives without
 * context — what a quiz set and a quiz room are, what a teacher does, screenshots of the real product
 * — and the way in (sign up, explore). A signed-out visitor gets it at `/` too (RootIndex).
 */
export default function LandingPage() {
  const { t, i18n } = useTranslation('landing');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Container size="lg" py="xl" data-testid="landing">
      <Stack gap={48}>
        <Stack gap="md" align="flex-start" maw={720}>
          <Title order={1} style={{ wordBreak: 'keep-all' }}>
            {t('hero.title')}
          </Title>
          <Text size="lg" c="dimmed" style={{ wordBreak: 'keep-all' }}>
            {t('hero.subtitle')}
          </Text>
          <Group gap="sm">
            <Button
              component={Link}
              to="/sign-up?callbackUrl=%2Fpublic"
              size="md"
              data-testid="landing-sign-up"
            >
              {t('cta.signUp')}
            </Button>
            <Button component={Link} to="/public" size="md" variant="default" data-testid="landing-explore">
              {t('cta.explore')}
            </Button>
            <Button component={Link} to="/pricing" size="md" variant="subtle" data-testid="landing-pricing">
              {t('cta.pricing')}
            </Button>
          </Group>
        </Stack>

        <Feature
          title={t('quizSet.title')}
          body={t('quizSet.body')}
          points={[t('quizSet.points.types'), t('quizSet.points.ai'), t('quizSet.points.share')]}
          image={shot('build', language)}
          alt={t('quizSet.alt')}
        />
        <Feature
          title={t('quizRoom.title')}
          body={t('quizRoom.body')}
          points={[t('quizRoom.points.maps'), t('quizRoom.points.play'), t('quizRoom.points.answers')]}
          image={shot('maps', language)}
          alt={t('quizRoom.alt')}
          reverse
        />
        <Feature
          title={t('teacher.title')}
          body={t('teacher.body')}
          points={[t('teacher.points.build'), t('teacher.points.settings'), t('teacher.points.share')]}
          image={shot('settings', language)}
          alt={t('teacher.alt')}
        />

        <Stack gap="sm" align="center" ta="center">
          <Title order={2}>{t('cta.title')}</Title>
          <Group gap="sm" justify="center">
            <Button component={Link} to="/sign-up?callbackUrl=%2Fpublic" size="md">
              {t('cta.signUp')}
            </Button>
            <Button component={Link} to="/login" size="md" variant="default">
              {t('cta.signIn')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Container>
  );
}

interface FeatureProps {
  title: string;
  body: string;
  points: string[];
  image: string;
  alt: string;
  reverse?: boolean;
}

function Feature({ title, body, points, image, alt, reverse }: FeatureProps) {
  const text = (
    <Stack gap="sm" justify="center">
      <Title order={2} style={{ wordBreak: 'keep-all' }}>
        {title}
      </Title>
      <Text style={{ wordBreak: 'keep-all' }}>{body}</Text>
      <List
        spacing={6}
        icon={
          <ThemeIcon size={20} radius="xl" color="teal" variant="light">
            <IconCheck size={12} aria-hidden />
          </ThemeIcon>
        }
      >
        {points.map((point) => (
          <List.Item key={point}>{point}</List.Item>
        ))}
      </List>
    </Stack>
  );
  const picture = (
    <Image
      src={image}
      alt={alt}
      radius="md"
      loading="lazy"
      style={{ border: '1px solid var(--mantine-color-gray-3)', boxShadow: 'var(--mantine-shadow-sm)' }}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" component="section">
      {reverse ? (
        <>
          <div>{picture}</div>
          {text}
        </>
      ) : (
        <>
          {text}
          <div>{picture}</div>
        </>
      )}
    </SimpleGrid>
  );
}
