import {
  Alert,
  Anchor,
  Badge,
  Button,
  Loader,
  MantineProvider,
  Menu,
  Modal,
  mergeThemeOverrides,
  NativeSelect,
  Select,
  Text,
  TextInput,
  Title,
  useMantineContext,
  useMantineTheme,
  VisuallyHidden,
} from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lightSchemeOnly, renderMantineProviderCss } from '../../build-tools/mantine-provider-styles';
import { createI18n } from '../test/i18n';
import { StaticMantineProvider } from './static-mantine-provider';
import { theme } from './theme';
import { cssVariablesResolver } from './theme-colors';
import { UiProviders } from './ui-providers';

/*
 * Issue 20 item 1: the app and the player render StaticMantineProvider and import MantineProvider's CSS
 * built with the page (build-tools/mantine-provider-styles.ts) instead of MantineProvider. They must
 * look the same: the same CSS, and components drawn exactly as under MantineProvider.
 */

/** What a component sees of the provider: its context without the functions, and the theme. */
function ProviderProbe() {
  const { getRootElement, ...context } = useMantineContext();
  // Functions cannot be compared; what they do is the same (no scheme switch on either page).
  const values = Object.fromEntries(
    Object.entries(context).filter(([, value]) => typeof value !== 'function'),
  );
  return (
    <pre data-testid="probe">
      {JSON.stringify({
        context: values,
        root: getRootElement() === document.documentElement,
        theme: useMantineTheme(),
      })}
    </pre>
  );
}

/** The player's components (join screen, bell, header, progress) in their states. */
function Sample() {
  return (
    <div data-testid="sample">
      <Title order={1} size="h3">
        제목
      </Title>
      <Text size="sm" c="dimmed">
        dimmed
      </Text>
      <TextInput label="Nickname" description="help" error="too short" size="md" defaultValue="x" />
      <TextInput label="Code" placeholder="ABC" size="md" />
      <Anchor component="button" type="button" size="xs">
        link
      </Anchor>
      <Alert color="red" variant="filled" role="status">
        bell
      </Alert>
      <Alert color="red" variant="light">
        error
      </Alert>
      <Badge size="lg" color="white" c="dark">
        2 / 20
      </Badge>
      <Button size="lg" loading>
        start
      </Button>
      <Button variant="light" component="a" href="/public">
        home
      </Button>
      <Loader aria-label="loading" />
      <VisuallyHidden>live</VisuallyHidden>
      <ProviderProbe />
    </div>
  );
}

/**
 * Components of the app's pages that draw through portals, transitions and floating elements, open:
 * the modal (with the close label UiProviders gives every modal), a select's options, a menu.
 */
function AppSample() {
  return (
    <div data-testid="sample">
      <Modal opened onClose={() => {}} title="Settings">
        body
      </Modal>
      <Select label="Grade" data={['1', '2']} defaultDropdownOpened />
      <NativeSelect label="Language" data={['ko', 'en']} />
      <Menu opened>
        <Menu.Target>
          <Button>menu</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item>Sign out</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ProviderProbe />
    </div>
  );
}

/**
 * `html` with Mantine's generated ids and React's `useId`s (both differ per render) numbered in order
 * of appearance.
 */
function withStableIds(html: string): string {
  const ids = [
    ...new Set(
      [...html.matchAll(/id="(mantine-[^"-]+)"|(_r_[0-9a-z]+_)/g)].map(([, id, reactId]) => (id ?? reactId)!),
    ),
  ];
  return ids.reduce((result, id, index) => result.replaceAll(id, `id-${index}`), html);
}

function rootAttributes() {
  return Object.fromEntries(
    [...document.documentElement.attributes]
      .filter((attribute) => attribute.name.startsWith('data-'))
      .map((attribute) => [attribute.name, attribute.value]),
  );
}

afterEach(() => {
  for (const name of Object.keys(rootAttributes())) document.documentElement.removeAttribute(name);
});

describe('StaticMantineProvider', () => {
  it('draws components exactly as MantineProvider with the app theme does, with the same <html> attributes', () => {
    const mantine = render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Sample />
      </MantineProvider>,
    );
    const expected = withStableIds(mantine.getByTestId('sample').outerHTML);
    const expectedRoot = rootAttributes();
    mantine.unmount();
    for (const name of Object.keys(expectedRoot)) document.documentElement.removeAttribute(name);

    const statik = render(
      <StaticMantineProvider theme={theme}>
        <Sample />
      </StaticMantineProvider>,
    );
    expect(withStableIds(statik.getByTestId('sample').outerHTML)).toBe(expected);
    expect(rootAttributes()).toEqual(expectedRoot);
    expect(expectedRoot).toEqual({
      'data-mantine-color-scheme': 'light',
      'data-respect-reduced-motion': 'true',
    });
    // It renders no <style>: their CSS comes with the page's stylesheet.
    expect(statik.container.querySelector('style')).toBeNull();
  });

  it("takes MantineProvider's <style>s, as the browser gets them, without the dark scheme's rules", async () => {
    const mantine = render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <i />
      </MantineProvider>,
    );
    const inBrowser = [...mantine.container.querySelectorAll('style[data-mantine-styles]')].map(
      (style) => style.textContent,
    );
    const built = await renderMantineProviderCss();
    expect(built).toEqual(inBrowser);
    const light = built.map(lightSchemeOnly).join('\n');
    // The theme's own variables and the light scheme's stay (the readable grey text among them) …
    expect(light).toContain('--mantine-primary-color-filled: var(--mantine-color-violet-filled)');
    expect(light).toContain(':root[data-mantine-color-scheme="light"]');
    expect(light).toContain('--mantine-color-dimmed:');
    expect(light).toContain('.mantine-hidden-from-sm');
    // … and only the dark scheme's rule goes.
    expect(built.join('\n')).toContain('[data-mantine-color-scheme="dark"]');
    expect(light).not.toContain('[data-mantine-color-scheme="dark"]');
    const rules = (css: string) => css.split('}').filter((rule) => rule.trim() !== '').length;
    expect(rules(built.join('\n')) - rules(light)).toBe(1);
  });

  it("draws the app's components under UiProviders exactly as under MantineProvider, in component tests too", () => {
    const i18n = createI18n({ lng: 'ko', detect: false });
    // What UiProviders rendered before: MantineProvider with the close label merged into the theme.
    const themed = mergeThemeOverrides(theme, {
      components: {
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': '닫기' } } },
        Drawer: { defaultProps: { closeButtonProps: { 'aria-label': '닫기' } } },
      },
    });
    const mantine = render(
      <MantineProvider
        theme={themed}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        env="test"
      >
        <AppSample />
      </MantineProvider>,
    );
    const expected = withStableIds(document.body.innerHTML.replace(/<style[^>]*>[^<]*<\/style>/g, ''));
    expect(screen.getByRole('button', { name: '닫기' })).toBeTruthy();
    expect(screen.getByTestId('probe').textContent).toContain('"env":"test"');
    expect(mantine.container.querySelector('style[data-mantine-styles]')).not.toBeNull();
    cleanup();
    for (const name of Object.keys(rootAttributes())) document.documentElement.removeAttribute(name);

    render(
      <UiProviders i18n={i18n} env="test">
        <AppSample />
      </UiProviders>,
    );
    expect(withStableIds(document.body.innerHTML)).toBe(expected);
    // MantineProvider's <style>s are not rendered (the modal's scroll lock still adds its own).
    expect(document.querySelector('style[data-mantine-styles]')).toBeNull();
  });
});
