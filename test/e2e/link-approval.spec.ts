import { expect, runCommand, test } from './fixtures';

// A company website is a host the terminal has never opened: it asks once, showing where the
// link really goes (host in punycode, set apart), and remembers the yes.
test('a link to an unfamiliar host is asked about once, then opens directly', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await runCommand(page, 'BOAF DES');
  const pane = page.getByRole('region', { name: /^BOAF DES/ });
  const website = pane.getByRole('button', { name: /↗$/ }).first();
  await expect(website).toBeVisible(); // the share list the line found BOAF in carries its website
  const url = (await website.getAttribute('title'))?.replace(/^Open /, '') ?? '';
  const host = new URL(url.includes('://') ? url : `https://${url}`).hostname;

  // No internet here: the company's site answers from a stand-in.
  await page
    .context()
    .route(`https://${host}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>company site</title>' }));
  await website.click();
  const question = pane.getByRole('alertdialog');
  await expect(question).toContainText('Open a site you have not opened before?');
  await expect(question.locator('mark')).toHaveText(host);
  const yes = question.getByRole('button', { name: new RegExp(`^Open and trust ${host.replace(/\./g, '\\.')}`) });
  await expect(yes).toBeFocused();
  await pane.screenshot({ path: test.info().outputPath('link-question-dark.png') });
  await page.locator('.shell').evaluate("(el) => el.classList.add('theme-light')");
  await pane.screenshot({ path: test.info().outputPath('link-question-light.png') });
  await page.locator('.shell').evaluate("(el) => el.classList.remove('theme-light')");

  let popup = page.context().waitForEvent('page');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await popup).url()).toContain(host);
  await expect(pane.getByRole('status')).toHaveText('Opened the company website');

  // Remembered: the next click opens at once.
  popup = page.context().waitForEvent('page');
  await website.click();
  await expect.poll(async () => (await popup).url()).toContain(host);
  await expect(question).toHaveCount(0);
});

test('a declined host is remembered: never opened, not asked again, until SET forgets it', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await runCommand(page, 'BOAF DES');
  const pane = page.getByRole('region', { name: /^BOAF DES/ });
  const website = pane.getByRole('button', { name: /↗$/ }).first();
  await expect(website).toBeVisible(); // the share list the line found BOAF in carries its website
  await website.click();
  await expect(pane.getByRole('alertdialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(pane.getByRole('alertdialog')).toHaveCount(0);
  const declined = /^Not opened: the company website \(you declined .+; forget it in SET to be asked again\)$/;
  await expect(pane.getByRole('status')).toHaveText(declined);
  // Asked once: the next click says why nothing opens.
  await website.click();
  await expect(pane.getByRole('alertdialog')).toHaveCount(0);
  await expect(pane.getByRole('status')).toHaveText(declined);
  expect(page.context().pages()).toHaveLength(1);

  // SET lists the host as declined; Delete forgets it.
  await runCommand(page, 'SET');
  const hosts = page.getByRole('grid', { name: 'Link hosts' });
  await expect(hosts.getByRole('row')).toHaveCount(2); // header and the one host
  await expect(hosts).toContainText('Declined: never opened');
  await hosts.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('Delete');
  await expect(hosts.getByRole('row')).toHaveCount(1);
  await expect(page.getByRole('region', { name: /^SET/ }).getByText(/^Forgot .+: its next link asks again$/)).toBeVisible();
  await page.getByRole('region', { name: /^SET/ }).screenshot({ path: test.info().outputPath('set-link-hosts.png') });

  // Back in DES (Backspace), the link asks again.
  await page.keyboard.press('Alt+[');
  await website.click();
  await expect(pane.getByRole('alertdialog')).toBeVisible();
});
