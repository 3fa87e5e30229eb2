import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { Card, CardContent } from '../card/card';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
// Aliased so that the story of the typography can be named Prose.
import { Page, PageHeader, Prose as ProseBody } from './page';

/** Stand-ins for what a page lists: cards of the casino's surface (no headings, which are the page's to give). */
function Sections({ count = 3 }: { count?: number }) {
  const titles = ['Viikkoraja', 'Kuukausiraja', 'Päiväraja', 'Pelitauko'];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {titles.slice(0, count).map((title) => (
        <Card key={title}>
          <CardContent>
            <p className="text-lg font-semibold">{title}</p>
            <p className="text-fg-muted">Käytetty 250,00 € / 1 000,00 €</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** The game page's header: the game, its provider, and the page's own language links, mode and login. */
function GameHeader() {
  return (
    <PageHeader
      size="compact"
      title="Book of Dead"
      description="Play'n GO"
      actions={
        <>
          <LanguageSwitcher
            label="Kieli"
            current="fi"
            languages={[
              { code: 'fi', label: 'Suomi', href: '#fi' },
              { code: 'en', label: 'English', href: '#en' },
              { code: 'et', label: 'Eesti', href: '#et' },
            ]}
          />
          <Badge variant="outline" text="Demo" />
          <Button size="sm">Kirjaudu sisään pelataksesi oikealla rahalla</Button>
        </>
      }
    />
  );
}

/** A stand-in for the game's frame. */
const gameFrame = <div className="aspect-video w-full rounded-xl bg-surface-sunken" />;

/** An article from the CMS as its sanitised HTML arrives: headings, paragraphs, lists, a table, links, a quote. */
const article = (
  <>
    <p>
      Pelaaminen on viihdettä. Näillä työkaluilla pidät sen sellaisena: aseta rajat ennen kuin aloitat, ja pidä taukoa,
      kun siltä tuntuu. Lue myös <a href="/vastuullinen-pelaaminen">vastuullisen pelaamisen periaatteemme</a>.
    </p>
    <h2>Tappiorajat</h2>
    <p>
      Voit asettaa <strong>päivä-, viikko- ja kuukausirajan</strong>. Rajan laskeminen tulee voimaan heti, sen
      nostaminen vasta seitsemän päivän kuluttua.
    </p>
    <ul>
      <li>Päiväraja nollautuu keskiyöllä Suomen aikaa.</li>
      <li>Viikkoraja nollautuu maanantaina klo 00.00.</li>
      <li>Kuukausiraja nollautuu kuukauden ensimmäisenä päivänä.</li>
    </ul>
    <h3>Rajojen voimaantulo</h3>
    <table>
      <thead>
        <tr>
          <th>Muutos</th>
          <th>Voimassa</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>Rajan laskeminen</td>
          <td>Heti</td>
        </tr>
        <tr>
          <td>Rajan nostaminen</td>
          <td>7 päivän kuluttua</td>
        </tr>
      </tbody>
    </table>
    <h2>Pelitauko</h2>
    <ol>
      <li>Avaa profiilisi ja valitse Pelitauko.</li>
      <li>Valitse tauon pituus: 24 tuntia, viikko tai kuukausi.</li>
      <li>Vahvista tauko salasanallasi.</li>
    </ol>
    <blockquote>Tauko alkaa heti, eikä sitä voi perua ennen kuin se päättyy.</blockquote>
    <hr />
    <p>
      Tarvitsetko apua? Peluuri neuvoo maksutta numerossa <a href="tel:0800100101">0800 100 101</a>.
    </p>
  </>
);

const meta = {
  title: 'Components/Page',
  component: Page,
  subcomponents: { PageHeader, Prose: ProseBody },
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    width: 'wide',
    gap: 'default',
    children: (
      <>
        <PageHeader title="Suosikit" />
        <Sections />
      </>
    ),
  },
  argTypes: {
    width: { control: 'inline-radio', options: ['wide', 'narrow', 'prose'] },
    gap: { control: 'inline-radio', options: ['default', 'loose', 'tight'] },
    children: { control: false },
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Suosikit' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

/** One form in the middle of the screen (the login page). */
export const Narrow: Story = {
  args: {
    width: 'narrow',
    children: (
      <>
        <PageHeader title="Kirjaudu sisään" />
        <Card>
          <CardContent>Sähköposti ja salasana tulevat tähän.</CardContent>
        </Card>
      </>
    ),
  },
};

/** Sections that each carry a heading of their own (the home page's rails) stand further apart. */
export const LooseGap: Story = {
  args: {
    gap: 'loose',
    children: (
      <>
        <PageHeader title="Tervetuloa pelaamaan" />
        <Sections count={2} />
        <Sections count={2} />
      </>
    ),
  },
};

/** A lobby group with its description under the heading. */
export const WithDescription: Story = {
  args: {
    children: (
      <>
        <PageHeader
          title="Kolikkopelit"
          description="Klassikot, megawaysit ja uutuudet: yli 2 000 kolikkopeliä kaikilta suosituimmilta pelivalmistajilta."
        />
        <Sections />
      </>
    ),
  },
  play: async ({ canvas }) => {
    // The description is a line under the heading, not part of its name.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kolikkopelit' })).toBeVisible();
    await expect(canvas.getByText(/yli 2 000 kolikkopeliä/)).toBeVisible();
  },
};

/** The page's own buttons: beside the heading from sm up, under it on a phone. */
export const WithActions: Story = {
  args: {
    children: (
      <>
        <PageHeader
          title="Pelirajat"
          description="Rajat koskevat kaikkia pelejä ja kaikkia maksutapoja."
          actions={
            <>
              <Button variant="secondary">Pelitauko</Button>
              <Button>Muuta rajoja</Button>
            </>
          }
        />
        <Sections />
      </>
    ),
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Pelirajat' });
    await expect(canvas.getByRole('button', { name: 'Muuta rajoja' })).toBeVisible();
    // The heading comes first in reading order, then the actions.
    const action = canvas.getByRole('button', { name: 'Pelitauko' });
    await expect(heading.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/**
 * The game page: a tight frame (less air above, and between the parts on a phone) and a compact header, whose
 * heading is smaller on a phone and whose actions stay beside it wherever they fit.
 */
export const Compact: Story = {
  args: {
    gap: 'tight',
    children: (
      <>
        <GameHeader />
        {gameFrame}
      </>
    ),
  },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('heading', { level: 1, name: 'Book of Dead' });
    await expect(header).toBeVisible();
    await expect(canvas.getByText("Play'n GO")).toBeVisible();
    await expect(canvas.getByRole('button', { name: /oikealla rahalla/ })).toBeVisible();
  },
};

/** The compact header in a 320 px phone: the long login button goes under the heading and wraps, nothing sticks out. */
export const CompactOnPhone: Story = {
  args: { gap: 'tight', children: <GameHeader /> },
  decorators: [narrowColumn],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Book of Dead' })).toBeVisible();
    await expectNoOverflow(canvas.getByTestId('narrow-column'));
  },
};

/** A long compound word and a long title wrap inside a 320 px phone, actions and all. */
export const LongFinnishTitle: Story = {
  args: {
    children: (
      <PageHeader
        title="Vastuullisen pelaamisen työkalut ja pelaajansuojaustoimenpidesuunnitelma"
        description="Tappiorajat, pelitauot ja itsearviointitestit: kaikki pelaamisenhallintatyökalut yhdessä paikassa."
        actions={<Button variant="secondary">Itsearviointitesti</Button>}
      />
    ),
  },
  decorators: [narrowColumn],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /pelaajansuojaustoimenpidesuunnitelma/ })).toBeVisible();
    await expectNoOverflow(canvas.getByTestId('narrow-column'));
  },
};

/** An article: the prose column, a larger heading from sm up, the date line and the CMS body's typography. */
export const Prose: Story = {
  args: {
    width: 'prose',
    asChild: true,
    children: (
      <article>
        <PageHeader title="Pelaa vastuullisesti" description="12.5.2026 · 3 min lukuaika" />
        <ProseBody>{article}</ProseBody>
      </article>
    ),
  },
  play: async ({ canvas }) => {
    const page = canvas.getByRole('article');
    await expect(within(page).getByRole('heading', { level: 1, name: 'Pelaa vastuullisesti' })).toBeVisible();
    // The body's headings stay under the page's one h1.
    await expect(
      within(page)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Tappiorajat', 'Pelitauko']);
    await expect(within(page).getByRole('table')).toBeVisible();
    await expect(within(page).getByRole('link', { name: 'vastuullisen pelaamisen periaatteemme' })).toHaveAttribute(
      'href',
      '/vastuullinen-pelaaminen',
    );
  },
};

export const AllStates: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <States>
      <State label="Leveä">
        <Page className="rounded-lg border border-dashed border-border">
          <PageHeader title="Suosikit" />
          <Sections />
        </Page>
      </State>
      <State label="Leveä, väljä väli">
        <Page gap="loose" className="rounded-lg border border-dashed border-border">
          <PageHeader title="Tervetuloa pelaamaan" />
          <Sections count={2} />
          <Sections count={2} />
        </Page>
      </State>
      <State label="Kuvaus ja toiminnot">
        <Page className="rounded-lg border border-dashed border-border">
          <PageHeader
            title="Pelirajat"
            description="Rajat koskevat kaikkia pelejä ja kaikkia maksutapoja."
            actions={
              <>
                <Button variant="secondary">Pelitauko</Button>
                <Button>Muuta rajoja</Button>
              </>
            }
          />
          <Sections count={2} />
        </Page>
      </State>
      <State label="Tiivis (pelisivu)">
        <Page gap="tight" className="rounded-lg border border-dashed border-border">
          <GameHeader />
          {gameFrame}
        </Page>
      </State>
      <State label="Kapea">
        <Page width="narrow" className="rounded-lg border border-dashed border-border">
          <PageHeader title="Kirjaudu sisään" />
          <Card>
            <CardContent>Sähköposti ja salasana tulevat tähän.</CardContent>
          </Card>
        </Page>
      </State>
      <State label="Pitkä otsikko">
        <Page width="narrow" className="rounded-lg border border-dashed border-border">
          <PageHeader
            title="Vastuullisen pelaamisen työkalut ja pelaajansuojaustoimenpidesuunnitelma"
            description="Tappiorajat, pelitauot ja itsearviointitestit yhdessä paikassa."
            actions={<Button variant="secondary">Itsearviointitesti</Button>}
          />
        </Page>
      </State>
      <State label="Artikkeli">
        <Page width="prose" asChild className="rounded-lg border border-dashed border-border">
          <article>
            <PageHeader title="Pelaa vastuullisesti" description="12.5.2026 · 3 min lukuaika" />
            <ProseBody>{article}</ProseBody>
          </article>
        </Page>
      </State>
    </States>
  ),
};
