import { expect, test } from './fixtures';
import { lastMail, loginAndOpen, makePlayer, openPanel } from './support';

// Typing the message key by key, as a person does, takes most of the journey.
test.slow();

test('the player writes to customer support from the panel, sees the confirmation and gets the copy by e-mail', async ({
  page,
  request,
  isMobile,
  expectAccessible,
}) => {
  const player = await makePlayer(request);
  await loginAndOpen(page, player);
  const panel = await openPanel(page, isMobile);
  await panel.getByRole('button', { name: 'Customer support' }).click();
  await expect(panel.getByRole('heading', { level: 2, name: 'Customer support' })).toBeFocused();

  const form = panel.getByRole('region', { name: 'Write to us' });
  await expect(form.getByRole('textbox', { name: 'Your e-mail' })).toHaveValue(player.email);
  await expect(panel.getByRole('link', { name: /Send an e-mail/ })).toBeVisible();

  // Send without a word: both fields say what they need, and nothing goes.
  const send = form.getByRole('button', { name: 'Send message' });
  await send.click();
  await expect(form.getByText('Enter a subject.')).toBeVisible();
  await expect(form.getByText('Write your message.')).toBeVisible();

  const subject = 'Deposit not in my balance';
  const message = 'I deposited 50 euros at six.\nIt is not in my balance yet.';
  await form.getByRole('textbox', { name: 'Subject' }).pressSequentially(subject, { delay: 50 });
  await form.getByRole('textbox', { name: 'Message' }).pressSequentially(message, { delay: 50 });
  await expect(form.getByText('Enter a subject.')).toHaveCount(0);
  await expectAccessible();
  await send.click();

  await expect(form.getByText('Message sent')).toBeVisible();
  await expect(form.getByText(`A copy went to ${player.email}.`, { exact: false })).toBeVisible();
  await expect(form.getByText(/Your message number is \d+\./)).toBeVisible();
  const another = form.getByRole('button', { name: 'Write another message' });
  await expect(another).toBeFocused();
  await expectAccessible();

  // The copy in the player's language (Finnish, the registration's), with the message as typed.
  const mail = await lastMail(page, player.email);
  expect(mail.subject).toBe(`Saimme viestisi: ${subject}`);
  expect(mail.body).toContain(message);

  await another.click();
  await expect(form.getByRole('textbox', { name: 'Subject' })).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
});
