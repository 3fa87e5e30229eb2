import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { logo } from '../../fixtures/images';
import { State, States } from '../../fixtures/states';
import { expectNoOverflow } from '../../fixtures/story-kit';
import { MaintenanceScreen } from './maintenance-screen';

/** What the app's sanitiser hands over: plain markup, no scripts or handlers. */
const sanitisedMessage = (
  <>
    <p>
      Sivustolla on <strong>huoltokatko</strong> klo 02.00–04.00. Pahoittelemme häiriötä.
    </p>
    <p>
      Lisätietoja: <a href="mailto:tuki@example.com">tuki@example.com</a>
    </p>
  </>
);

const meta = {
  title: 'Casino/MaintenanceScreen',
  component: MaintenanceScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { logoSrc: logo(), appName: 'Kultakasino', title: 'Huoltokatko', children: sanitisedMessage },
} satisfies Meta<typeof MaintenanceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The logo is 200 × 57 unless the environment says otherwise. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Kultakasino' });
    await expect(image).toHaveAttribute('width', '200');
    await expect(image).toHaveAttribute('height', '57');
    await expect(canvas.getByRole('link', { name: 'tuki@example.com' })).toBeVisible();
  },
};

export const CustomLogoSize: Story = { args: { logoSrc: logo(45, 300, 86), logoWidth: 300, logoHeight: 86 } };

/** The app renders the stored HTML through its sanitiser; the slot shows whatever markup it gets. */
export const HtmlMessage: Story = {
  args: {
    title: undefined,
    children: (
      <div
        // The story's fixed, trusted string stands in for the app's sanitised CMS message.
        dangerouslySetInnerHTML={{
          __html: '<p>We are updating the site.</p><ul><li>Deposits</li><li>Withdrawals</li></ul>',
        }}
      />
    ),
  },
};

const longText = {
  title: 'Suunniteltu järjestelmäpäivitys ja tietokantahuolto',
  children: (
    <p>
      Kasinon pelijärjestelmissä suoritetaan tietoturvapäivityksiä sekä maksunvälityspalvelujen
      yhteensopivuustarkistuksia, joiden aikana talletukset, kotiutukset ja pelaaminen ovat tilapäisesti poissa
      käytöstä.
    </p>
  ),
};

export const LongFinnishText: Story = {
  args: longText,
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector<HTMLElement>('[data-slot="maintenance-screen"]')!);
  },
};

export const AllStates: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 md:grid-cols-2">
      <State label="Oletus">
        <MaintenanceScreen
          logoSrc={logo()}
          appName="Kultakasino"
          title="Huoltokatko"
          className="min-h-0 rounded-lg border border-border"
        >
          {sanitisedMessage}
        </MaintenanceScreen>
      </State>
      <State label="Pitkä teksti">
        <MaintenanceScreen
          logoSrc={logo(160)}
          appName="Kultakasino"
          className="min-h-0 rounded-lg border border-border"
          {...longText}
        />
      </State>
    </States>
  ),
};
